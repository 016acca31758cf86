"""A student's Jupyter server on the hub: jupyterhub-singleuser, without the hub's database code and
without JupyterLab's Node.js run.

Idea: a student's server imports two things it never uses, each as it starts.
* The hub's database. jupyterhub-singleuser logs its requests with the hub's `jupyterhub.log`,
  which reads the hub's health-check page handler (`jupyterhub.handlers.pages`, to log the hub's
  health checks quietly) and the hub's metrics (`jupyterhub.metrics`); between them they import
  every page handler of the hub, its users, spawners and database tables (`jupyterhub.orm`, with
  alembic and SQLAlchemy's ORM). A single-user server serves none of those pages and opens no
  database. So this command puts a stand-in in place of the page handlers' module (the one name
  `jupyterhub.log` takes from it, a class no handler of a single-user server is an instance of,
  as none is of the hub's own) and leaves `jupyterhub.orm` (which `jupyterhub.metrics`, `.roles`
  and `.scopes` import) unloaded until one of its names is read, which only the hub's periodic
  metrics do. SQLAlchemy's core is still imported (`jupyterhub.utils` and `.scopes` import it
  themselves). With the stand-in in place, importing the hub's `jupyterhub.handlers` package (or
  `jupyterhub.app`) in the same process fails: no server extension of the hub's environment does.
* Node.js. Importing JupyterLab's server application (`jupyterlab.labapp`) works out JupyterLab's
  version through the code that builds JupyterLab, and that code's npm registry setting defaults
  to yarn's: where Node.js is on PATH, the import runs `node yarn.js config --json`, a process of
  93 MB and 0.3-0.4 CPU-seconds (JupyterLab 4.6, Node.js 20) for a registry that only building
  JupyterLab or installing an extension reads, and the hub's servers do neither
  (`hub/server-config/labconfig/page_config.json` turns both off). JupyterLab treats "no Node.js
  found" as a user who never builds and then leaves the registry at its default. So this command
  imports JupyterLab's application while PATH names no folder, puts PATH back as it was (the
  kernels, terminals and everything else the server starts get it whole, and JupyterLab reads its
  version from its files as before).
Then it runs jupyterhub-singleuser with its arguments:

  python -m pathlab_tools.singleuser [jupyterhub-singleuser's arguments]

hub/jupyterhub_config.py starts each student's server with it (`c.Spawner.cmd`); the environment
running it must hold JupyterHub and this package, as the hub's does.

Cost: nothing but the imports it leaves out. Measured (JupyterHub 5.5, JupyterLab 4.6, Python
3.11): the imports' peak memory 97 MB as they are, 71 MB without the hub's database code, and
0.2 CPU-seconds less; without Node.js's run, 0.3-0.4 CPU-seconds less again.
"""

import importlib.util
import os
import sys
import types

HUB_PAGES = "jupyterhub.handlers.pages"  # the hub's page handlers: stood in for
HUB_DATABASE = "jupyterhub.orm"  # the hub's database tables: loaded only when used


def load_when_used(name):
    """Puts module `name` in sys.modules (and on its package) with its code not yet run: it runs
    when one of the module's names is first read (`import name` alone reads one: `__spec__`)."""
    spec = importlib.util.find_spec(name)
    spec.loader = importlib.util.LazyLoader(spec.loader)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    package, _, child = name.rpartition(".")
    setattr(sys.modules[package], child, module)  # so `from package import child` reads no name of it
    spec.loader.exec_module(module)


def import_singleuser_without_the_hubs_database():
    """Imports jupyterhub.singleuser with a stand-in for the hub's page handlers and the hub's
    database module unloaded."""
    pages = types.ModuleType(HUB_PAGES, f"Stands in for the hub's page handlers in a student's server ({__name__}).")
    pages.HealthCheckHandler = type(
        "HealthCheckHandler", (), {"__doc__": "The hub's health check, which a student's server does not serve."}
    )
    sys.modules[HUB_PAGES] = pages  # in sys.modules, it is taken as it is: its package is not imported
    load_when_used(HUB_DATABASE)
    import jupyterhub.singleuser  # noqa: F401  (its import is the point)


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
    import_singleuser_without_the_hubs_database()  # first: what it imports sees the PATH
    import_jupyterlab_without_node()
    from jupyterhub.singleuser import main as singleuser

    return singleuser()


if __name__ == "__main__":
    sys.exit(main())
