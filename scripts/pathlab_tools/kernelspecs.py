"""What scripts/setup asks of a kernel once it is installed, run by the environment's Python (it needs
jupyter_client, which the Python running setup may not have):

  python -m pathlab_tools.kernelspecs check NAME PREFIX
      the kernelspec Jupyter finds under NAME is the one just installed into PREFIX (a per-user one
      of an older setup would hide it), and the kernel answers a cell
  python -m pathlab_tools.kernelspecs other jjava|ijava SPEC CLASSPATH
      an installed JJava or IJava kernelspec (its name or folder) pointed at Pathlab's class path
      (JJAVA_CLASSPATH, IJAVA_CLASSPATH), and the kernel loads the library, benchmarks and coursework

Each prints what it found on one line; exit code 1 with one line when the kernel is not right, 3
when there is no such kernelspec.

Cost: one kernel started (a few seconds; the first start after an install makes no archive).
"""

import json
import os
import sys
import warnings

NO_SUCH_KERNELSPEC = 3


class KernelspecError(Exception):
    """The kernel is not as setup left it, or does not answer; the message says what to do."""


def run_cell(name, code, timeout):
    """The reply's status of one cell run on a kernel started for it, stopped right after."""
    from jupyter_client.manager import start_new_kernel

    km, kc = start_new_kernel(kernel_name=name, startup_timeout=120)
    try:
        reply = kc.execute_interactive(code, timeout=timeout)
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=True)
        del kc, km  # now, not at exit, where jupyter_client's finalizer finds logging gone and says so
    return reply["content"]["status"]


def check(name, prefix):
    from jupyter_client.kernelspec import KernelSpecManager

    found = KernelSpecManager().get_kernel_spec(name)
    mine = os.path.join(prefix, "share", "jupyter", "kernels", name)
    if os.path.realpath(found.resource_dir) != os.path.realpath(mine):
        raise KernelspecError(
            f"Jupyter finds the kernel {name} in {found.resource_dir}, not in {mine}: an older "
            "install hides it; remove that folder and run scripts/setup again"
        )
    if run_cell(name, 'System.out.print("")', 60) != "ok":
        raise KernelspecError(f"the kernel {name} started but could not run a cell")
    print(f"the kernel {name} ({found.display_name}) answers")


def point_other(kind, spec, classpath):
    """Returns False when there is no such kernelspec (said on stderr)."""
    from jupyter_client.kernelspec import KernelSpecManager

    specs = KernelSpecManager().find_kernel_specs()
    name = (
        spec
        if spec in specs
        else next((n for n, d in specs.items() if os.path.realpath(d) == os.path.realpath(spec)), None)
    )
    if name is None:
        print(
            f"setup: ERROR: no installed kernelspec {spec} (installed: {', '.join(sorted(specs))}); "
            f"install {kind} first, as its README says",
            file=sys.stderr,
        )
        return False
    path = os.path.join(specs[name], "kernel.json")
    with open(path) as f:
        kernel = json.load(f)
    variable = "JJAVA_CLASSPATH" if kind == "jjava" else "IJAVA_CLASSPATH"
    kernel.setdefault("env", {})[variable] = classpath
    with open(path + ".new", "w") as f:
        json.dump(kernel, f, indent=2)
        f.write("\n")
    os.replace(path + ".new", path)
    print(f"setup: {path}: {variable}={classpath}")
    status = run_cell(
        name,
        'System.out.println("Pathlab on " + pathlab.graph.GraphFile.lecture().graph() + ", with "'
        ' + Class.forName("pathlab.bench.GridCases").getSimpleName() + " and "'
        ' + Class.forName("pathlab.coursework.Grading").getSimpleName());',
        120,
    )
    if status != "ok":
        raise KernelspecError(f"setup: the kernel {name} failed to load Pathlab's classes")
    print(f"setup: the kernel {name} ({kernel.get('display_name', kind)}) loads Pathlab's classes")
    return True


def main(argv):
    warnings.simplefilter("ignore")
    try:
        if argv[:1] == ["check"] and len(argv) == 3:
            check(*argv[1:])
        elif argv[:1] == ["other"] and len(argv) == 4:
            return 0 if point_other(*argv[1:]) else NO_SUCH_KERNELSPEC
        else:
            print(
                "usage: python -m pathlab_tools.kernelspecs check NAME PREFIX | other KIND SPEC CLASSPATH",
                file=sys.stderr,
            )
            return 2
    except KernelspecError as e:
        print(e, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
