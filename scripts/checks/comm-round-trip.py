#!/usr/bin/env python3
"""How long a comm message takes through the installed kernel and back, over ZeroMQ (no browser).

Idea: a widget's click reaches the kernel as a comm_msg on the shell socket, and its answer comes
back on iopub; everything between is the kernel's. This script times N such round trips with
jupyter_client, one at a time, and prints their median, 90th percentile and maximum, with the
machine's load average (the kernel shares its cores with everything else running):

Each round trip starts after a random pause (a person's clicks do not come in step with the
kernel's loop).

  - "unknown target": a comm_open to a target the kernel does not have, answered by a comm_close
    (every kernel version answers it, so it measures the message loop alone);
  - "widget click": a custom message to a counter widget (pathlab.widget.Counter), answered by its
    state update, and then by the update saying its handlers ended (busy, error, printed; skipped on
    a kernel without widgets, and the second on a kernel whose handlers do not say so).

  python3 scripts/checks/comm-round-trip.py [--kernel NAME] [--count N]   (defaults pathlab-java, 200)
"""

import argparse
import os
import random
import statistics
import sys
import time
import uuid

import in_environment  # noqa: F401  (before pathlab_tools: the environment's Python, which has it)
from pathlab_tools import toolchain
from pathlab_tools.environment import restart_in_environment

restart_in_environment(["jupyter_client"])
from jupyter_client.manager import start_new_kernel  # noqa: E402

TIMEOUT = 30


def answer(kc, msg_id, msg_type, wanted=lambda msg: True):
    """The first iopub message of `msg_type` whose parent is `msg_id` and that is `wanted`."""
    deadline = time.monotonic() + TIMEOUT
    while True:
        msg = kc.get_iopub_msg(timeout=max(0.1, deadline - time.monotonic()))
        if msg["msg_type"] == msg_type and msg["parent_header"].get("msg_id") == msg_id and wanted(msg):
            return msg


def timed(kc, send, msg_type, count, wanted=lambda msg: True):
    """Milliseconds of `count` round trips: `send()` returns a message id, answered by `msg_type`
    (the first that is `wanted`). Each waits a random 0-100 ms first: clicks come at random
    moments, not in step with the kernel."""
    times = []
    for _ in range(count):
        time.sleep(random.uniform(0, 0.1))
        start = time.perf_counter()
        msg_id = send()
        answer(kc, msg_id, msg_type, wanted)
        times.append(1000 * (time.perf_counter() - start))
    return times


def handlers_ended(msg):
    """Whether a widget's comm_msg says its handlers ended (the update with busy)."""
    return "busy" in msg["content"]["data"].get("state", {})


def comm_msg(kc, content):
    msg = kc.session.msg("comm_msg", content)
    kc.shell_channel.send(msg)
    return msg["header"]["msg_id"]


def counter_comm(kc):
    """Opens a counter widget from a cell; returns its comm_open's content (comm id, state), or None
    on a kernel without widgets."""
    opened = []
    reply = kc.execute_interactive(
        "pathlab.widget.Counter.show();",
        timeout=TIMEOUT,
        output_hook=lambda m: m["msg_type"] == "comm_open" and opened.append(m["content"]),
    )
    return opened[0] if reply["content"]["status"] == "ok" and opened else None


def report(name, times):
    ordered = sorted(times)
    p90 = ordered[int(0.9 * (len(ordered) - 1))]
    print(
        f"  {name}: {len(times)} round trips, median {statistics.median(times):.1f} ms, "
        f"p90 {p90:.1f} ms, max {ordered[-1]:.1f} ms",
        flush=True,
    )


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--kernel", default=toolchain.KERNEL_NAME, help="kernelspec (default %(default)s)")
    parser.add_argument("--count", type=int, default=200, help="round trips of each kind (default %(default)s)")
    args = parser.parse_args()
    if not 1 <= args.count <= 10000:
        sys.exit("comm-round-trip: --count must be between 1 and 10000")
    load = " ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"comm round trips: kernel {args.kernel}, {os.cpu_count()} cores, load average {load}", flush=True)
    km, kc = start_new_kernel(kernel_name=args.kernel, startup_timeout=120)
    try:
        kc.execute_interactive("1", timeout=120, output_hook=lambda m: None)  # JShell warmed up
        target = f"no-such-target-{uuid.uuid4().hex}"

        def unknown_target():
            msg = kc.session.msg("comm_open", {"comm_id": uuid.uuid4().hex, "target_name": target, "data": {}})
            kc.shell_channel.send(msg)
            return msg["header"]["msg_id"]

        timed(kc, unknown_target, "comm_close", 10)  # warm-up, not counted
        report("unknown target -> comm_close", timed(kc, unknown_target, "comm_close", args.count))
        comm = counter_comm(kc)
        if comm is None:
            print("  widget click: skipped (this kernel has no pathlab.widget)", flush=True)
        else:
            click = {"comm_id": comm["comm_id"], "data": {"method": "custom", "content": {"type": "click"}}}
            timed(kc, lambda: comm_msg(kc, click), "comm_msg", 10)
            report("widget click -> state update", timed(kc, lambda: comm_msg(kc, click), "comm_msg", args.count))
            if "busy" in comm["data"]["state"]:
                ended = timed(kc, lambda: comm_msg(kc, click), "comm_msg", args.count, handlers_ended)
                report("widget click -> handlers ended", ended)
            else:
                print("  widget click -> handlers ended: skipped (this kernel's widgets do not say it)", flush=True)
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=True)
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
