import ArgumentParser

struct DevtodevCommand: ParsableCommand {
    func run() throws {}
}
