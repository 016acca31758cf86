"""JupyterLab's page configuration for an environment whose JupyterLab is never built: no build check,
no extension manager.

Idea: as JupyterLab's page opens, it asks its server whether JupyterLab needs building and which
extensions it has, and where Node.js is installed each answer runs `node yarn.js config --json`:
a process of 93-95 MB and 0.4 CPU-seconds in the student's server, three to five times a session.
A hub's environment, or an image's, is never rebuilt or extended by a student, so its servers turn
both off with the page configuration in hub/server-config/labconfig/page_config.json
(docs/hub.md). The hand-made hub puts that folder on its servers' JUPYTER_CONFIG_PATH; an image
(Binder's, which zero-to-jupyterhub runs: binder/postBuild) or The Littlest JupyterHub's
environment gets it written into the environment's own Jupyter configuration:

  python -m pathlab_tools.page_config install     (the environment's python: its sys.prefix)

What that file held already is kept: our settings are added to it (the disabled extensions merged).
A student's own machine (scripts/setup) keeps JupyterLab's defaults.
"""

import json
import sys
from pathlib import Path

from .toolchain import REPO

OURS = REPO / "hub" / "server-config" / "labconfig" / "page_config.json"
"""The page configuration the hub's servers read."""


def merged(theirs, ours):
    """`theirs` with `ours` added: a setting both hold as an object (the disabled extensions) merged, any other ours."""
    result = dict(theirs)
    for key, value in ours.items():
        if isinstance(value, dict) and isinstance(result.get(key), dict):
            result[key] = {**result[key], **value}
        else:
            result[key] = value
    return result


def install(prefix, ours=OURS):
    """Writes our page configuration into the environment at `prefix` (beside, then renamed), merged
    with what is there; returns the file, or None when it already held ours. A file there that is not
    a JSON object is one line of error naming it (ValueError), and stays as it was."""
    target = Path(prefix) / "etc" / "jupyter" / "labconfig" / "page_config.json"
    theirs = {}
    if target.is_file():
        try:
            theirs = json.loads(target.read_text(encoding="utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError) as e:
            raise ValueError(f"{target}: not JSON ({e}); fix or remove it, then install again") from None
        if not isinstance(theirs, dict):
            raise ValueError(f"{target}: not a JSON object; fix or remove it, then install again")
    wanted = merged(theirs, json.loads(Path(ours).read_text(encoding="utf-8")))
    if target.is_file() and wanted == theirs:
        return None
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_name(target.name + ".partial")
    partial.write_text(json.dumps(wanted, indent=2) + "\n", encoding="utf-8")
    partial.replace(target)
    return target


def main(argv):
    if argv != ["install"]:
        print("usage: python -m pathlab_tools.page_config install", file=sys.stderr)
        return 2
    try:
        target = install(sys.prefix)
    except ValueError as e:
        print(f"page_config: {e}", file=sys.stderr)
        return 1
    print(
        f"page_config: {'written to ' + str(target) if target else 'already in ' + sys.prefix}"
        " (JupyterLab without a build check or an extension manager)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
