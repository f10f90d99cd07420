import Foundation
print("pushloc-bench")
