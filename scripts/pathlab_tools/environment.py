"""An entry point started again with the environment's Python when it needs a package only the
environment has (nbformat, nbclient, jupyter_client): `scripts/grade` typed in a shell where no
environment is active runs the system's python3, which finds this package beside the script but
not Jupyter's. Every such entry point starts so:

    from pathlab_tools.environment import restart_in_environment
    restart_in_environment(["nbformat"])

Standard library only: it runs before the environment's packages can be imported.
"""

import os
import subprocess
import sys
from pathlib import Path

from .toolchain import WINDOWS, find_environment, module_available


def restart_in_environment(modules):
    """Runs the calling script again with the environment's Python when this Python lacks one of
    the modules; returns when this Python has them all. With no environment yet, ends with one line
    saying to run scripts/setup. Where it can, the environment's Python takes this process's place
    (exec), so Ctrl-C, the exit code and the process id are the script's own; it is for entry
    points only, before they import what needs the modules."""
    missing = [m for m in modules if not module_available(m)]
    if not missing:
        return
    env = find_environment()
    if env is None or Path(sys.prefix).resolve() == env.prefix.resolve():  # (a venv's python is a link)
        sys.exit(
            f"{Path(sys.argv[0]).name}: this Python ({sys.executable}) has no {', '.join(missing)}: "
            f"run scripts/setup first (it makes .venv/ with Jupyter), or activate the environment it used"
        )
    argv = [str(env.python), *sys.argv]
    if WINDOWS:  # Windows' exec starts a new process and returns at once: wait for it instead
        try:
            sys.exit(subprocess.call(argv))
        except KeyboardInterrupt:
            sys.exit(130)
    sys.stdout.flush()
    os.execv(argv[0], argv)
