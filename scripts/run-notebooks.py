#!/usr/bin/env python3
"""Runs every notebooks/*.ipynb (and the assignments' solution editions, coursework/assignments/*/*.ipynb)
headlessly through the real pathlab-java kernel.

For each notebook:
  * execute all cells with nbclient (per-cell timeout; a kernel that does not answer
    kernel_info within --startup-timeout fails with a clear message instead of hanging);
  * any cell error fails the notebook, except in cells tagged "raises-exception", which
    must raise;
  * the executed copy goes to target/notebooks/NAME.ipynb (sources are never touched);
  * stale-output check: the committed outputs must equal the fresh ones (stream text,
    text/plain, text/html, presence of image/png, error name and message; execution counts
    and metadata are ignored); a difference fails with a diff naming notebook and cell;
  * key-output checks from scripts/pathlab_tools/notebook_checks.py, if the notebook has one.

  python3 scripts/run-notebooks.py            check all notebooks
  python3 scripts/run-notebooks.py --update   write fresh outputs into the sources
  python3 scripts/run-notebooks.py notebooks/00-start-here.ipynb   just one
  python3 scripts/run-notebooks.py --kernel pathlab-java-25   on another JDK's kernel:
      outputs that differ from the committed ones (saved on the main JDK) are listed as notes
  python3 scripts/run-notebooks.py --api jjava   on the kernel holding the cells to what
      JJava and IJava accept too (PATHLAB_KERNEL_API=jjava, see kernel/README.md): the same outputs
      as the committed ones are required, so the notebooks run unchanged on those kernels

  python3 scripts/run-notebooks.py --jobs 2     two notebooks at a time, each on a kernel of its own
      (the results are printed in the same order as one at a time)

Prints kernel start and execution times per notebook and ends with "N passed, M failed".
"""

import sys

from pathlab_tools.environment import restart_in_environment

restart_in_environment(["nbformat", "nbclient"])
from pathlab_tools import notebook_runner  # noqa: E402

if __name__ == "__main__":
    sys.exit(notebook_runner.main())
