#!/usr/bin/python3
"""Quick end-to-end check of the installed pathlab-java kernel through jupyter_client.

Idea: the unit tests cover the evaluation layer; this covers what only a real Jupyter
client sees: kernel_info is answered, output is streamed, display() and a trailing image
arrive as PNG, an exception leaves the kernel usable, and `while (true) {}` can be
interrupted (interrupt_request on the control channel) with the kernel usable afterwards.
Takes a few seconds; scripts/test runs it. Usage: /usr/bin/python3 scripts/kernel-selftest.py
"""
import sys
import time

from jupyter_client.manager import start_new_kernel


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


def main():
    failures = []

    def check(name, ok, detail=""):
        print(("  ok    " if ok else "  FAIL  ") + name + ("" if ok else f": {detail}"))
        if not ok:
            failures.append(name)

    t0 = time.monotonic()
    km, kc = start_new_kernel(kernel_name="pathlab-java", startup_timeout=60)
    print(f"kernel self-test: kernel answered kernel_info after {time.monotonic() - t0:.1f}s")
    try:
        status, msgs = run(kc, 'System.out.println("hello");\nSystem.err.print("warn");\n6 * 7')
        check("stdout, stderr and value", status == "ok" and "hello" in text_of(msgs)
              and "warn" in text_of(msgs) and "42" in text_of(msgs), msgs)

        status, msgs = run(kc, "var img = new java.awt.image.BufferedImage(8, 8, java.awt.image.BufferedImage.TYPE_INT_RGB);\n"
                               "display(img);\ndisplay(\"text/html\", \"<b>bold</b>\");\nimg")
        pngs = [m for m in msgs if "image/png" in m["content"].get("data", {})]
        html = [m for m in msgs if "text/html" in m["content"].get("data", {})]
        check("display() and trailing image as PNG", status == "ok" and len(pngs) == 2 and len(html) == 1, msgs)

        status, msgs = run(kc, 'throw new IllegalStateException("on purpose")')
        check("exception is reported", status == "error" and "IllegalStateException" in str(msgs), msgs)
        status, msgs = run(kc, "1 + 1")
        check("usable after an exception", status == "ok" and "2" in text_of(msgs), msgs)

        status, msgs = run(kc, "int x = ;")
        check("compile error is reported", status == "error" and "^" in str(msgs), msgs)

        msg_id = kc.execute("while (true) {}")
        time.sleep(1.5)
        t_int = time.monotonic()
        km.interrupt_kernel()
        reply = kc.get_shell_msg(timeout=20)
        check("while(true){} is interrupted", reply["parent_header"].get("msg_id") == msg_id
              and reply["content"]["status"] == "error", reply["content"])
        print(f"          (interrupt took {time.monotonic() - t_int:.2f}s)")
        status, msgs = run(kc, '"still alive"')
        check("usable after an interrupt", status == "ok" and "still alive" in text_of(msgs), msgs)
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=False)
    print(f"kernel self-test: {'FAILED' if failures else 'passed'} in {time.monotonic() - t0:.1f}s")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
