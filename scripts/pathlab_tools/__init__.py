"""Pathlab's tooling: everything the scripts in scripts/ do, as one package (the entry points there
are thin). scripts/setup installs it into the environment (pip install -e, pyproject.toml), and a
script in scripts/ finds it beside itself.

  toolchain        where the build is, which JDK builds and runs it, which Python has Jupyter
  environment      an entry point started again with the environment's Python when it needs Jupyter
  entry_point      the package's one-line errors shown by an entry point as "program: message"
  setup_steps      command one's steps (scripts/setup): the build, the environment, the kernel
  suite            command two's steps (scripts/test): STEP_LIST, each step's command, the times
  busy_cores       every core kept busy by another process while a block or a command runs
  kernelspecs      what setup asks of an installed kernel (python -m pathlab_tools.kernelspecs)
  assignments      the assignments, from their folders (assignment.properties)
  grader/          the trusted grader (scripts/grade): imports only toolchain, assignments, entry_point and itself
  release          the student editions and the student repository (scripts/release-coursework)
  course           the student repository's files; leak_check: that no solution or hidden test ships
  collect          a class's notebooks from their repositories (scripts/collect)
  student_repos    the roster's repositories: hand-out, fetch-repos and collect
  scaffold         a new assignment's folder from coursework/scaffold/ (scripts/new-assignment)
  notebook_runner  the notebooks run on the kernel (scripts/run-notebooks.py); notebook_checks: what
                   those runs check in their outputs
  kernel_selftest  the installed kernel checked end to end (scripts/kernel-selftest.py)
  kernel_websockets
                   a Jupyter server extension: widgets' messages leave without a 40 ms wait
  kernel_ports     a Jupyter server extension the hub's servers load: their kernels' ports from a
                   block of their own (hub/jupyterhub_config.py gives the blocks)
  visible_tests    a student's notebooks run and their visible tests' points (scripts/visible-tests)
  corpus_tools     the edits an assignment's corpus.py makes to its solution edition
"""

import sys

# Reading a notebook imports nbformat, nbformat imports jsonschema, and jsonschema imports
# rfc3987_syntax where Jupyter's packages installed it (jsonschema's format-nongpl extra). That
# module builds some 35 Earley parsers as it is imported: about 2.5 CPU-seconds in every process
# that reads a notebook, for the "iri" formats no notebook schema uses (tests/test_package.py
# checks that). Marked absent before jsonschema is first imported, it is skipped.
sys.modules.setdefault("rfc3987_syntax", None)
