#!/usr/bin/env python3
"""Hostile requests against the running example push server (Examples/PushServer), on 127.0.0.1 only.

    .ci/server_hostile.py PORT PID

Sends bodies of megabytes and nested 100,000 deep, bad UTF-8, header values with CR LF and NUL, malformed
request heads, and 1,000 connections at once. Each must get the answer Examples/PushServer/README.md
gives (or, for a request head HTTP/1.1 forbids, a 400 or a closed connection), the server must stay up
and answer a good request afterwards, and its resident memory must stay bounded. Bounded in time too:
every socket has a 10 s timeout, and the whole run takes a few seconds.
"""
import os
import resource
import selectors
import socket
import sys
import threading
import time

HOST = "127.0.0.1"
PORT = int(sys.argv[1])
PID = int(sys.argv[2])
GOOD = b'{"languages":["fr"],"arguments":{"subtitle":["Jenna"],"body":["Jenna","Frank"]}}'
# Peak resident memory the server may reach over the whole run (it idles at a few tens of MB).
MEMORY_LIMIT_MB = 400
CONNECTIONS = 1000
failures = []


def fail(message):
    failures.append(message)
    print(f"ci: hostile: FAIL {message}", flush=True)


def memory_mb():
    """The server's resident memory now and at its peak, in MB (Linux /proc)."""
    values = {}
    with open(f"/proc/{PID}/status") as status:
        for line in status:
            key, _, rest = line.partition(":")
            if key in ("VmRSS", "VmHWM"):
                values[key] = int(rest.split()[0]) // 1024
    return values.get("VmRSS", 0), values.get("VmHWM", 0)


def alive():
    try:
        os.kill(PID, 0)
        return True
    except OSError:
        return False


def exchange(data, timeout=10.0):
    """Sends `data` on a new connection and reads until the server closes it: (status or None, head, body)."""
    sock = socket.create_connection((HOST, PORT), timeout=timeout)

    def send():
        # In a thread of its own: a server that refuses a large body answers (413) before it has read
        # it, and stops reading, so the answer is read while the rest is still being sent.
        try:
            sock.sendall(data)
            sock.shutdown(socket.SHUT_WR)
        except OSError:
            pass

    sender = threading.Thread(target=send, daemon=True)
    sender.start()
    try:
        chunks = []
        while True:
            try:
                chunk = sock.recv(65536)
            except (ConnectionResetError, socket.timeout):
                break
            if not chunk:
                break
            chunks.append(chunk)
    finally:
        sock.close()
        sender.join(timeout=timeout)
    reply = b"".join(chunks)
    head, _, body = reply.partition(b"\r\n\r\n")
    status = None
    if head.startswith(b"HTTP/1.1 "):
        try:
            status = int(head[9:12])
        except ValueError:
            status = None
    return status, head, body


def post(body, template="game_invite", extra=b""):
    head = (f"POST /notifications/{template} HTTP/1.1\r\nHost: {HOST}\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(body)}\r\nConnection: close\r\n").encode() + extra + b"\r\n"
    return exchange(head + body)


def expect(name, answer, statuses, contains=None):
    status, head, body = answer
    if status not in statuses:
        fail(f"{name}: answered {status}, expected {statuses}: {body[:200]!r}")
    elif contains is not None and contains not in body:
        fail(f"{name}: the answer lacks {contains!r}: {body[:300]!r}")
    if not alive():
        fail(f"{name}: the server is gone")
        report_and_exit()


def report_and_exit():
    rss, peak = memory_mb() if alive() else (0, 0)
    print(f"ci: hostile: server memory now {rss} MB, peak {peak} MB", flush=True)
    if failures:
        print(f"ci: hostile: {len(failures)} failure(s)", flush=True)
        sys.exit(1)
    print("ci: hostile requests ok", flush=True)
    sys.exit(0)


def main():
    started = time.monotonic()
    rss_before, _ = memory_mb()

    # Huge bodies: refused at 64 KiB, whether the length is announced or the body is chunked.
    huge = b'{"custom":{"a":"' + b"x" * (8 << 20) + b'"}}'
    expect("8 MB body", post(huge), {413})
    chunked = (f"POST /notifications/game_invite HTTP/1.1\r\nHost: {HOST}\r\nTransfer-Encoding: chunked\r\n"
               f"Connection: close\r\n\r\n").encode()
    piece = b"x" * 65536
    chunked += b"".join(b"%x\r\n" % len(piece) + piece + b"\r\n" for _ in range(64)) + b"0\r\n\r\n"
    expect("4 MB chunked body", exchange(chunked), {413})

    # Deep bodies: within the size limit, refused before any decoder recurses.
    deep = b'{"custom":{"a":' + b"[" * 30000 + b"]" * 30000 + b"}}"
    expect("arrays 30,000 deep", post(deep), {400}, b"nested deeper")
    expect("objects 10,000 deep", post(b'{"a":' * 10000 + b"1" + b"}" * 10000), {400}, b"nested deeper")
    expect("100,000 open brackets", post(b"[" * 60000), {400})

    # Malformed JSON: the answer says where.
    expect("cut-off body", post(b'{"languages":'), {400}, b"line 1, column 14 (byte 13)")
    expect("bad UTF-8 in a string", post(b'{"languages":["fr\xff"]}'), {400}, b"UTF-8")
    expect("bad UTF-8 outside strings", post(b'\xef\xbb\xbf\xc3{}'), {400})
    expect("a raw control character in a string", post(b'{"languages":["f\x01r"]}'), {400}, b"control character")
    expect("a wrong type", post(b'{"languages":["fr"],"arguments":{"body":["a",2]}}'), {400}, b"arguments.body[1]")

    # Header injection through a value the server sends back as a header.
    for value in (b"a\\r\\napns-id: 1", b"a\\nb", b"a\\u0000b", b"\\u00e9t\\u00e9", b" padded", b"a\\u2028b"):
        status, head, body = post(b'{"languages":["fr"],"collapse-id":"' + value + b'"}')
        expect(f"collapse-id {value!r}", (status, head, body), {400}, b"visible ASCII")
        if b"apns-collapse-id" in head.lower():
            fail(f"collapse-id {value!r} reached the response headers")
    expect("apns-id with CR LF", post(b'{"languages":["fr"],"apns-id":"123e4567-e89b-12d3-a456-426655440000\\r\\nx: y"}'), {400})

    # Request heads HTTP/1.1 forbids: a 400 or a closed connection, and never a reflected header.
    for name, head in [
        ("a header folded over two lines", b"Accept-Language: fr\r\n evil: 1\r\n"),
        ("a NUL in a header value", b"Accept-Language: fr\x00x\r\n"),
        ("a bare CR in a header value", b"Accept-Language: fr\rX-Injected: 1\r\n"),
        ("a space in a header name", b"Accept Language: fr\r\n"),
        ("a header line of 64 KiB", b"Accept-Language: " + b"a" * 65536 + b"\r\n"),
    ]:
        status, reply, _ = post(GOOD, extra=head)
        if status not in (None, 200, 400, 431):
            fail(f"{name}: answered {status}")
        if b"x-injected" in reply.lower() or b"evil" in reply.lower():
            fail(f"{name}: the injected header came back")
        if not alive():
            fail(f"{name}: the server is gone")
            report_and_exit()
    expect("a request line of garbage", exchange(b"\x00\xff GARBAGE\r\n\r\n"), {None, 400})

    # Methods and paths.
    expect("GET on the route", exchange(f"GET /notifications/game_invite HTTP/1.1\r\nHost: {HOST}\r\nConnection: close\r\n\r\n".encode()),
           {405}, b"use POST")
    expect("an unknown template", post(GOOD, template="nope"), {404})

    # 1,000 connections at once: each opened, then each sends a good request, then every answer is read.
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < CONNECTIONS + 64:
        resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, CONNECTIONS + 256), hard))
    request = (f"POST /notifications/game_invite HTTP/1.1\r\nHost: {HOST}\r\nContent-Type: application/json\r\n"
               f"Content-Length: {len(GOOD)}\r\nConnection: close\r\n\r\n").encode() + GOOD
    sockets = []
    for _ in range(CONNECTIONS):
        sock = socket.create_connection((HOST, PORT), timeout=10)
        sockets.append(sock)
    for sock in sockets:
        sock.sendall(request)
    selector = selectors.DefaultSelector()
    replies = {}
    for sock in sockets:
        sock.setblocking(False)
        selector.register(sock, selectors.EVENT_READ)
        replies[sock] = []
    deadline = time.monotonic() + 30
    open_count = len(sockets)
    while open_count and time.monotonic() < deadline:
        for key, _ in selector.select(timeout=1):
            sock = key.fileobj
            try:
                chunk = sock.recv(65536)
            except (BlockingIOError, ConnectionResetError):
                chunk = b""
            if chunk:
                replies[sock].append(chunk)
            else:
                selector.unregister(sock)
                sock.close()
                open_count -= 1
    ok = sum(1 for chunks in replies.values() if b"".join(chunks).startswith(b"HTTP/1.1 200"))
    for sock in sockets:
        if sock.fileno() >= 0:
            sock.close()
    if ok != CONNECTIONS:
        fail(f"{CONNECTIONS} connections at once: {ok} answered 200")
    if not alive():
        fail("the server is gone after 1,000 connections")
        report_and_exit()

    # Still serving, and memory bounded.
    expect("a good request afterwards", post(GOOD), {200}, b"Jenna")
    rss, peak = memory_mb()
    print(f"ci: hostile: {time.monotonic() - started:.1f} s; server memory {rss_before} MB before, {rss} MB after, peak {peak} MB", flush=True)
    if peak > MEMORY_LIMIT_MB:
        fail(f"the server's memory peaked at {peak} MB (limit {MEMORY_LIMIT_MB} MB)")
    report_and_exit()


main()
