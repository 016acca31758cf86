"""A student's Jupyter server on the hub: jupyterhub-singleuser, without JupyterLab's Node.js run.

Idea: importing JupyterLab's server application (`jupyterlab.labapp`) works out JupyterLab's
version through the code that builds JupyterLab, and that code's npm registry setting defaults to
yarn's: where Node.js is on PATH, the import runs `node yarn.js config --json`. On a hub that is
every server as it starts: a process of 93 MB and 0.3-0.4 CPU-seconds (JupyterLab 4.6, Node.js 20)
for a registry that only building JupyterLab or installing an extension reads, and the hub's
servers do neither (`hub/server-config/labconfig/page_config.json` turns both off). JupyterLab
treats "no Node.js found" as a user who never builds and then leaves the registry at its default.
So this command imports JupyterLab's application while PATH names no folder, puts PATH back as it
was (the kernels, terminals and everything else the server starts get it whole, and JupyterLab
reads its version from its files as before) and runs jupyterhub-singleuser with its arguments:

  python -m pathlab_tools.singleuser [jupyterhub-singleuser's arguments]

hub/jupyterhub_config.py starts each student's server with it (`c.Spawner.cmd`); the environment
running it must hold JupyterHub and this package, as the hub's does.

Cost: nothing but the import it replaces; the server starts 0.3-0.4 CPU-seconds sooner.
"""

import os
import sys


def import_jupyterlab_without_node():
    """Imports jupyterlab.labapp with no PATH to find Node.js on; afterwards PATH is what it was."""
    path = os.environ.get("PATH")
    os.environ["PATH"] = os.devnull  # a file, not a folder: no command is found on it
    try:
        import jupyterlab.labapp  # noqa: F401  (its import is the point)
    finally:
        if path is None:
            del os.environ["PATH"]
        else:
            os.environ["PATH"] = path


def main():
    from jupyterhub.singleuser import main as singleuser  # first: what it imports sees the PATH

    import_jupyterlab_without_node()
    return singleuser()


if __name__ == "__main__":
    sys.exit(main())
