#!/usr/bin/env python3
"""End-to-end check of the installed pathlab-java kernel through jupyter_client.

Idea: the unit tests cover the evaluation layer; this covers what only a real Jupyter
client sees: kernel_info is answered, display() and a trailing image arrive as PNG, an
exception leaves the kernel usable; cells queued behind a failed one are aborted when their
requests ask for it (stop_on_error, as Run All sends them) and run when they do not; Interrupt
(interrupt_request on the control channel) stops
`while (true) {}`, a long search inside the library and a thread a cell started, with the
kernel usable afterwards; a cell's reply reaches a shell socket opened again with the same
identity while the old one is still connected (what Jupyter's server does when a browser opens a
kernel's WebSocket again with the same session id); exit calls fail their cell and keep the kernel's state; text
reaches the client within 200 ms of being written (the median of three), newline or not; 50 MB printed without
newlines is about as fast as 50 MB of lines; a cell's output stops at the limit and says so; the
JVM the kernelspec starts maps the class archive it names (one that no longer fits its jar or JDK
is ignored by the JVM, which only slows every start down: that fails here, with the JVM's reason).
Prints the interrupt latencies. Takes about half a minute; scripts/test runs it, once per JDK.

  python3 scripts/kernel-selftest.py [--kernel NAME]   (default pathlab-java)
"""

import sys

from pathlab_tools.environment import restart_in_environment

restart_in_environment(["jupyter_client"])
from pathlab_tools import kernel_selftest  # noqa: E402

if __name__ == "__main__":
    sys.exit(kernel_selftest.main(__doc__))
