"""The installed kernel checked end to end through jupyter_client (scripts/kernel-selftest.py, whose
text lists what it checks): what only a real Jupyter client sees, from kernel_info to interrupts,
output timing and limits, and the class archive the kernelspec names. Needs jupyter_client (the
entry point starts again in the environment).
"""

import argparse
import os
import queue
import subprocess
import time
import uuid

from jupyter_client.kernelspec import KernelSpecManager
from jupyter_client.manager import start_new_kernel

from . import toolchain

ARCHIVE_OPTIONS = ("-XX:SharedArchiveFile=", "-XX:AOTCache=")


def class_archive(kernel):
    """Starts the kernelspec's JVM as Jupyter does, with class loading logged, up to the jar's --help.
    Returns (archive or None, None if the JVM took the kernel's classes from it else why not, share)."""
    spec = KernelSpecManager().get_kernel_spec(kernel)
    argv = spec.argv
    named = [word.split("=", 1)[1] for word in argv if word.startswith(ARCHIVE_OPTIONS)]
    if not named or "-jar" not in argv:
        return None, None, ""
    jar = argv.index("-jar")
    logging = ["-Xlog:class+load=info", "-Xlog:cds=warning"]  # and -Xshare:auto, the default
    if any(word.startswith("-XX:AOTCache=") for word in argv):
        logging.append("-Xlog:aot=warning")
    run = subprocess.run(
        argv[:jar] + logging + argv[jar : jar + 2] + ["--help"],
        capture_output=True,
        text=True,
        env=dict(os.environ, **spec.env),
        timeout=120,
    )
    loaded = [line for line in run.stdout.splitlines() if "[class,load]" in line and " source: " in line]
    shared = sum("source: shared objects file" in line for line in loaded)
    kernel_class = [line for line in loaded if " pathlab.kernel.PathlabKernel source: " in line]
    warnings = "; ".join(
        line.split("]")[-1].strip() for line in run.stdout.splitlines() if "[warning]" in line or "[error]" in line
    )
    if kernel_class and "source: shared objects file" in kernel_class[0]:
        return named[0], None, f"{shared} of the {len(loaded)} classes of a start came from it"
    why = warnings or (
        kernel_class[0].split(" source: ")[1] if kernel_class else (run.stdout + run.stderr).strip()[-300:]
    )
    return named[0], f"the JVM did not use it: {why}", ""


def run(kc, code, timeout=60):
    """Executes code; returns (reply status, list of iopub messages of interest)."""
    outputs = []
    reply = kc.execute_interactive(code, timeout=timeout, output_hook=outputs.append)
    wanted = {"stream", "display_data", "execute_result", "error"}
    return reply["content"]["status"], [m for m in outputs if m["msg_type"] in wanted]


def text_of(msgs):
    parts = []
    for m in msgs:
        c = m["content"]
        parts.append(c.get("text") or c.get("data", {}).get("text/plain", "") or c.get("evalue", ""))
    return "".join(parts)


def interrupt_after(km, kc, code, seconds):
    """Runs code, interrupts it after `seconds`; returns (reply, seconds from interrupt to reply)."""
    msg_id = kc.execute(code)
    time.sleep(seconds)
    t_int = time.monotonic()
    km.interrupt_kernel()
    reply = kc.get_shell_msg(timeout=30)
    assert reply["parent_header"].get("msg_id") == msg_id, reply
    return reply, time.monotonic() - t_int


def reopened(km, code, seconds_in):
    """Runs code from a shell socket, opens a second one with the same identity `seconds_in`
    into the cell (the first still connected), and runs 6 * 7 from it; returns the statuses of
    the two replies that reach the second socket (None where none came within 15 s)."""
    identity = uuid.uuid4().hex.encode()
    old = km.connect_shell(identity=identity)
    fresh = None
    try:
        running = km.session.send(old, "execute_request", {"code": code, "silent": False})
        time.sleep(seconds_in)
        fresh = km.connect_shell(identity=identity)
        replies = []
        for msg_id in (running["header"]["msg_id"], None):
            if msg_id is None:
                msg_id = km.session.send(fresh, "execute_request", {"code": "6 * 7", "silent": False})["header"][
                    "msg_id"
                ]
            status, deadline = None, time.monotonic() + 15
            while status is None and fresh.poll(max(1, int(1000 * (deadline - time.monotonic())))):
                _, reply = km.session.recv(fresh)
                if reply["parent_header"].get("msg_id") == msg_id:
                    status = reply["content"]["status"]
            replies.append(status)
        return replies
    finally:
        for socket in (fresh, old):
            if socket is not None:
                socket.close(linger=0)


def queued(kc, cells, stop_on_error):
    """Sends the cells at once, as a front end's Run All does; returns each reply's status in order
    (None where no reply came within a minute)."""
    ids = [kc.execute(code, stop_on_error=stop_on_error) for code in cells]
    statuses = {}
    deadline = time.monotonic() + 60
    try:
        while len(statuses) < len(ids):
            reply = kc.get_shell_msg(timeout=max(1.0, deadline - time.monotonic()))
            if reply["parent_header"].get("msg_id") in ids:
                statuses[reply["parent_header"]["msg_id"]] = reply["content"]["status"]
    except queue.Empty:
        pass
    return [statuses.get(i) for i in ids]


def arrivals(kc, code, timeout=120):
    """Runs code; returns [(seconds since the cell started, stream text)] and the total time."""
    seen = []
    t0 = time.monotonic()

    def hook(msg):
        if msg["msg_type"] == "stream":
            seen.append((time.monotonic() - t0, msg["content"]["text"]))

    kc.execute_interactive(code, timeout=timeout, output_hook=hook)
    return seen, time.monotonic() - t0


def main(usage):
    """scripts/kernel-selftest.py with its arguments; usage: its text. Returns the exit code."""
    parser = argparse.ArgumentParser(description=usage.split("\n")[0])
    parser.add_argument(
        "--kernel", default=toolchain.KERNEL_NAME, help=f"kernelspec to test (default {toolchain.KERNEL_NAME})"
    )
    args = parser.parse_args()
    failures = []

    def check(name, ok, detail=""):
        print(("  ok    " if ok else "  FAIL  ") + name + ("" if ok else f": {detail}"))
        if not ok:
            failures.append(name)

    archive, unused, share = class_archive(args.kernel)
    if archive is None:
        print(
            "kernel self-test: the kernelspec names no class archive (installed with --no-archive, or its training "
            "run failed): every kernel start loads its compiler anew"
        )
    else:
        check(
            f"the kernel's JVM uses its class archive {archive}" + (f" ({share})" if share else ""),
            unused is None,
            f"{unused}; install the kernel again (scripts/setup does) to make it anew",
        )

    t0 = time.monotonic()
    km, kc = start_new_kernel(kernel_name=args.kernel, startup_timeout=60)
    print(f"kernel self-test: kernel answered kernel_info after {time.monotonic() - t0:.1f}s")
    try:
        status, msgs = run(kc, 'System.out.println("hello");\nSystem.err.print("warn");\n6 * 7')
        check(
            "stdout, stderr and value",
            status == "ok" and "hello" in text_of(msgs) and "warn" in text_of(msgs) and "42" in text_of(msgs),
            msgs,
        )

        status, msgs = run(
            kc,
            "var img = new java.awt.image.BufferedImage(8, 8, java.awt.image.BufferedImage.TYPE_INT_RGB);\n"
            'display(img);\ndisplay("text/html", "<b>bold</b>");\nimg',
        )
        pngs = [m for m in msgs if "image/png" in m["content"].get("data", {})]
        html = [m for m in msgs if "text/html" in m["content"].get("data", {})]
        check("display() and trailing image as PNG", status == "ok" and len(pngs) == 2 and len(html) == 1, msgs)

        status, msgs = run(kc, 'throw new IllegalStateException("on purpose")')
        check("exception is reported", status == "error" and "IllegalStateException" in str(msgs), msgs)
        status, msgs = run(kc, "1 + 1")
        check("usable after an exception", status == "ok" and "2" in text_of(msgs), msgs)

        status, msgs = run(kc, "int x = ;")
        check("compile error is reported", status == "error" and "^" in str(msgs), msgs)

        statuses = queued(
            kc,
            [
                'Thread.sleep(300);\nthrow new IllegalStateException("stop here");',
                "int afterStop = 1;",
                '"never shown"',
            ],
            stop_on_error=True,
        )
        check(
            "Run All stops at a failed cell: the cells queued behind it are aborted",
            statuses == ["error", "aborted", "aborted"],
            statuses,
        )
        status, msgs = run(kc, "afterStop")
        check("an aborted cell did not run", status == "error" and "afterStop" in str(msgs), msgs)
        status, msgs = run(kc, '"runs again"')
        check("a cell sent after the aborted queue runs", status == "ok" and "runs again" in text_of(msgs), msgs)
        statuses = queued(kc, ['throw new IllegalStateException("go on");', "int goneOn = 2;"], stop_on_error=False)
        check("without stop_on_error the queued cells run", statuses == ["error", "ok"], statuses)

        latencies = {}
        reply, latencies["while (true) {}"] = interrupt_after(km, kc, "while (true) {}", 1.5)
        check(
            "while(true){} is interrupted",
            reply["content"]["status"] == "error" and reply["content"].get("ename") == "CellInterrupted",
            reply["content"],
        )
        status, msgs = run(kc, '"still alive"')
        check("usable after an interrupt", status == "ok" and "still alive" in text_of(msgs), msgs)

        replies = reopened(
            km,
            "long reopenStart = System.currentTimeMillis();\n"
            "while (System.currentTimeMillis() - reopenStart < 3000) { }",
            1.0,
        )
        check(
            "a socket opened again with the same identity gets the running cell's reply and the next",
            replies == ["ok", "ok"],
            replies,
        )

        status, msgs = run(
            kc,
            'var rows = new String[2000];\nArrays.fill(rows, ".".repeat(2000));\n'
            "var open = pathlab.grid.GridGraph.octile(pathlab.grid.GridMap.of(rows));\n"
            "var dijkstra = new pathlab.search.AStar(open);",
        )
        check("library on the classpath", status == "ok", msgs)
        reply, latencies["a search in the library"] = interrupt_after(km, kc, "dijkstra.costsFrom(0).length", 1.0)
        check(
            "a long search inside the library is interrupted",
            reply["content"].get("ename") == "CellInterrupted",
            reply["content"],
        )

        for call in ("System.exit(0);", "Runtime.getRuntime().exit(3);", "Runtime.getRuntime().halt(1);"):
            status, msgs = run(kc, "int kept = 7;\n" + call)
            check(f"{call} fails its cell", status == "error" and "is not allowed in a notebook" in str(msgs), msgs)
        status, msgs = run(kc, "kept * 6")
        check("the kernel keeps its state after exit calls", status == "ok" and "42" in text_of(msgs), msgs)

        status, msgs = run(
            kc,
            "var spinner = new Thread(() -> { while (true) { } });\nspinner.start();\n"
            'var ticker = new Thread(() -> { while (true) { System.out.println("tick");'
            " try { Thread.sleep(100); } catch (InterruptedException e) { } } });\nticker.start();",
        )
        time.sleep(0.5)
        reply, latencies["background threads"] = interrupt_after(km, kc, "Thread.sleep(60_000);", 0.5)
        status, msgs = run(kc, 'spinner.join(5000);\nticker.join(5000);\nspinner.isAlive() + " " + ticker.isAlive()')
        check(
            "threads a cell started are stopped by Interrupt", status == "ok" and "false false" in text_of(msgs), msgs
        )

        # The cell prints the time it writes the text (same clock): arrival minus that is the delay.
        delays = []

        def delay(msg):
            if msg["msg_type"] == "stream" and msg["content"]["text"].startswith("written at "):
                delays.append(time.time() - int(msg["content"]["text"].split()[2]) / 1000)

        kc.execute_interactive(
            "for (int i = 0; i < 3; i++) {\n"
            '    System.out.print("written at " + System.currentTimeMillis() + " ");\n'
            "    Thread.sleep(700);\n}",
            timeout=60,
            output_hook=delay,
        )
        # The output is sent every 100 ms; text held back until a newline or the cell's end would
        # arrive 0.7-2.1 s late. The median allows one late delivery on a busy machine (the first
        # print also links the cell's string concatenation).
        check(
            "text without a newline arrives within 200 ms (median), each within 1 s",
            len(delays) == 3 and sorted(delays)[1] < 0.2 and max(delays) < 1.0,
            delays,
        )
        print("          (text arrived " + ", ".join(f"{d:.3f}s" for d in delays) + " after it was written)")

        lines_code = 'var line = "x".repeat(999);\nfor (int i = 0; i < 50_000; i++) System.out.println(line);'
        flat_code = 'var flat = "x".repeat(1000);\nfor (int i = 0; i < 50_000; i++) System.out.print(flat);'
        seen_lines, t_lines = arrivals(kc, lines_code)
        seen_flat, t_flat = arrivals(kc, flat_code)
        shown = sum(len(text) for _, text in seen_flat)
        check(
            "50 MB without newlines within 2x the time of 50 MB of lines",
            t_flat <= 2 * t_lines + 0.5,
            f"{t_flat:.2f}s vs {t_lines:.2f}s",
        )
        print(f"          (50 MB as lines {t_lines:.2f}s, without newlines {t_flat:.2f}s)")
        check(
            "a cell's output stops at 10 MB and says how much was dropped",
            10_000_000 <= shown < 10_100_000 and "40.0 MB were not shown" in seen_flat[-1][1],
            f"{shown} characters shown; last: {seen_flat[-1][1][-200:] if seen_flat else None}",
        )
        print("kernel self-test: interrupt latency " + ", ".join(f"{k} {v:.2f}s" for k, v in latencies.items()))
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=False)
    print(f"kernel self-test: {'FAILED' if failures else 'passed'} in {time.monotonic() - t0:.1f}s")
    return 1 if failures else 0
