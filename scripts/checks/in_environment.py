"""The checks import the pathlab_tools package, which scripts/setup installs into the environment
(the active virtual or conda environment, else this checkout's .venv). A check typed as
`python3 scripts/checks/NAME` in a shell where none is active starts again with this checkout's
.venv Python, as scripts/test starts it; with no .venv yet, it ends with one line saying to run
scripts/setup. Every check imports this module before the package:

    import in_environment  # noqa: F401  (before pathlab_tools)
"""

import os
import sys
from importlib.util import find_spec
from pathlib import Path

VENV = Path(__file__).resolve().parents[2] / ".venv"

if find_spec("pathlab_tools") is None:
    python = VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    if not python.exists() or Path(sys.prefix).resolve() == VENV.resolve():
        sys.exit(
            f"{Path(sys.argv[0]).name}: this Python ({sys.executable}) has no pathlab_tools: run scripts/setup "
            "first (it installs it into .venv/), or activate the environment it used"
        )
    sys.stdout.flush()
    os.execv(python, [str(python), *sys.argv])
