"""Where Pathlab's build is, which JDK builds and runs it, and which Python has Jupyter: the one
place every script asks (setup, test, grading, the test harness), on Linux, macOS and Windows.

  * The build: what the Maven Wrapper (mvnw, mvnw.cmd) writes under target/ in each module, and the
    class paths made of it (read from classpath.properties, where they are written once), joined
    with the operating system's separator (':' or ';').
  * The JDK: the first JDK 17 or newer, with javac beside java, among $JAVA_HOME, the java on PATH,
    macOS's /usr/libexec/java_home, Homebrew's, /usr/lib/jvm/* and Windows' usual folders. Each
    candidate is asked for its own java.home and version (one `java -version`, about 0.1 s).
  * The Python environment: the active virtual or conda environment when there is one (a conda
    base environment only if it already has Jupyter: installing into it would change what else
    it holds), else .venv/ in this checkout. Each checkout has its own .venv, and so its own
    kernel: the kernelspec goes into the environment, not the user's folder.

Use it from a script or module of the package:

    from pathlab_tools import toolchain
    jdk = toolchain.find_jdk()                  # raises ToolchainError with what to install
    toolchain.classpath(toolchain.LIBRARY)      # "/repo/target/classes:/repo/target/lib/*"
    env = toolchain.find_environment()          # None until scripts/setup made one

or, from a shell in scripts/ (CI's entry does), `python3 -m pathlab_tools.toolchain java-home`.

Standard library only, Python 3.9 or newer: it runs before anything is installed.
"""

import glob
import json
import os
import platform
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import NamedTuple, Optional

REPO = Path(__file__).resolve().parents[2]  # scripts/pathlab_tools/ is two folders down
WINDOWS = os.name == "nt"
MACOS = sys.platform == "darwin"

# --- The build ---------------------------------------------------------------------------------
# Each module's class path, as classpath.properties in the checkout writes it (the one place, which
# the launchers and the kernel read too): its classes or jar, and the jars it depends on.
CLASSPATHS = REPO / "classpath.properties"
if not CLASSPATHS.is_file():  # e.g. a non-editable pip install, which copies the package away
    raise ImportError(
        f"pathlab_tools runs inside a Pathlab checkout (pip install -e, as scripts/setup installs it): "
        f"{REPO} has no classpath.properties"
    )


def read_classpaths(file: Path) -> dict:
    """Each module's class path in a classpath.properties, as absolute paths of the checkout it is in."""
    modules = {}
    for line in file.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            module, entries = line.split("=", 1)
            modules[module.strip()] = [file.parent.joinpath(*e.split("/")) for e in entries.split()]
    return modules


LIBRARY, BENCH, COURSEWORK, KERNEL, WIDGETS = (
    read_classpaths(CLASSPATHS)[m] for m in ("library", "bench", "coursework", "kernel", "widgets")
)
KERNEL_JAR = KERNEL[0]
# The hidden tests' classes, which only the grader reads (scripts/pathlab_tools/grader), and the class path of
# the grading runner it starts in the sandbox: the kernel's, with the library and the coursework.
HIDDEN_TESTS = REPO / "coursework" / "target" / "test-classes"
GRADING_RUNNER = KERNEL + LIBRARY + COURSEWORK
# Each output of the build and the sources it is made from: setup rebuilds when a source is newer.
BUILD_OUTPUTS = {
    REPO / "target" / "classes": ["pom.xml", "library/pom.xml", "src", "maps"],
    REPO / "bench" / "target" / "classes": ["bench/pom.xml", "bench/src"],
    REPO / "coursework" / "target" / "classes": ["coursework/pom.xml", "coursework/src", "coursework/assignments"],
    KERNEL_JAR: ["kernel/pom.xml", "kernel/src/main"],
    WIDGETS[0]: ["kernel/pom.xml", "kernel/src/main"],  # the cells' jar, made beside the kernel's
}
BUILD_LIBS = [REPO / "target" / "lib", REPO / "bench" / "target" / "lib", REPO / "coursework" / "target" / "lib"]
KERNEL_NAME = "pathlab-java"
REQUIREMENTS = REPO / "requirements.txt"
CHECKOUT_VENV = REPO / ".venv"
# The environment of the hub and its students' servers on this machine (docs/hub.md); made by
# scripts/checks/hub-load on its first run.
HUB_ENV = Path(os.environ.get("PATHLAB_HUB_ENV", "/var/cache/pathlab/hub/venv"))


class ToolchainError(Exception):
    """Something a person must install or fix; the message says what, in one or two lines."""


def classpath(entries) -> str:
    """Absolute entries joined with this system's separator (Java expands a trailing '*')."""
    return os.pathsep.join(str(e) for e in entries)


def stale_outputs() -> list[Path]:
    """The build's outputs that are missing or older than one of their sources."""
    stale = []
    for output, sources in BUILD_OUTPUTS.items():
        if not output.exists():
            stale.append(output)
            continue
        built = output.stat().st_mtime
        if any(newer_than(REPO / s, built) for s in sources):
            stale.append(output)
    return stale + [lib for lib in BUILD_LIBS if not lib.is_dir()]


def newer_than(path: Path, when: float) -> bool:
    if path.is_file():
        return path.stat().st_mtime > when
    for folder, _, files in os.walk(path):
        if any(os.stat(os.path.join(folder, f)).st_mtime > when for f in files):
            return True
    return False


def mark_built():
    """Stamps the outputs as built now (Maven leaves an up-to-date output's time alone)."""
    for output in BUILD_OUTPUTS:
        if output.exists():
            os.utime(output)


# --- The JDK -----------------------------------------------------------------------------------
class Jdk(NamedTuple):
    home: Path
    feature: int  # 17, 21, 25
    java: Path
    javac: Path


def executable(folder: Path, name: str) -> Path:
    return folder / (name + ".exe" if WINDOWS else name)


def describe(java) -> Optional[Jdk]:
    """The JDK a java launcher belongs to, as it says itself; None if it is no JDK or does not run."""
    try:
        out = subprocess.run(
            [str(java), "-XshowSettings:properties", "-version"], capture_output=True, text=True, timeout=60
        )
    except (OSError, subprocess.SubprocessError):
        return None
    props = dict(re.findall(r"^\s*(java\.home|java\.specification\.version) = (.*?)\s*$", out.stderr, re.M))
    if "java.home" not in props or "java.specification.version" not in props:
        return None
    home = Path(props["java.home"])
    version = props["java.specification.version"]
    feature = int(version.split(".")[1] if version.startswith("1.") else version.split(".")[0])
    launcher, javac = executable(home / "bin", "java"), executable(home / "bin", "javac")
    if not javac.exists():
        return Jdk(home, feature, launcher, Path())  # a JRE: cannot compile
    return Jdk(home, feature, launcher, javac)


def jdk_candidates():
    """Java launchers to try, in order of preference; some may not exist."""
    if os.environ.get("JAVA_HOME"):
        yield executable(Path(os.environ["JAVA_HOME"]) / "bin", "java")
    on_path = shutil.which("java")
    if on_path:
        yield Path(on_path)
    if MACOS and Path("/usr/libexec/java_home").exists():
        listed = subprocess.run(["/usr/libexec/java_home", "-V"], capture_output=True, text=True)
        for home in re.findall(r"\s(/\S.*?/Contents/Home)\s*$", listed.stderr + listed.stdout, re.M):
            yield Path(home) / "bin" / "java"
    patterns = ["/opt/homebrew/opt/openjdk*/bin/java", "/usr/local/opt/openjdk*/bin/java", "/usr/lib/jvm/*/bin/java"]
    if WINDOWS:
        for root in {os.environ.get("ProgramFiles", r"C:\Program Files"), os.environ.get("LOCALAPPDATA", "")}:
            patterns += [
                os.path.join(root, vendor, "*", "bin", "java.exe")
                for vendor in (
                    "Eclipse Adoptium",
                    "Java",
                    "Microsoft",
                    "Zulu",
                    "Amazon Corretto",
                    "BellSoft",
                    "Programs\\Eclipse Adoptium",
                )
            ]
    for pattern in patterns:
        yield from (Path(p) for p in sorted(glob.glob(pattern), reverse=True))


def find_jdk() -> Jdk:
    """The first JDK 17 or newer with javac; raises ToolchainError saying what to install."""
    seen, found = set(), []
    for java in jdk_candidates():
        if not java.exists() or str(java) in seen:
            continue
        seen.add(str(java))
        jdk = describe(java)
        if jdk is None:
            continue
        if jdk.feature >= 17 and jdk.javac != Path():
            return jdk
        found.append(f"{jdk.home} (Java {jdk.feature}{', no javac' if jdk.javac == Path() else ''})")
    advice = {
        "darwin": "brew install openjdk@21, or Temurin 21 from adoptium.net",
        "win32": "winget install EclipseAdoptium.Temurin.21.JDK",
    }.get(sys.platform, "Debian/Ubuntu: sudo apt install openjdk-17-jdk-headless")
    raise ToolchainError(
        "a JDK 17 or newer is needed ("
        + advice
        + "), or set JAVA_HOME to one"
        + (": found only " + "; ".join(found) if found else "")
    )


# The system's store of certificate authorities in Java's format (Debian and Ubuntu's
# ca-certificates-java, Fedora's and RHEL's ca-certificates), for a JDK whose own is missing.
SYSTEM_TRUST_STORES = [
    "/etc/ssl/certs/java/cacerts",
    "/etc/pki/ca-trust/extracted/java/cacerts",
    "/etc/pki/java/cacerts",
]


def borrowed_trust_store(jdk: Jdk) -> Optional[Path]:
    """The system's trust store when the JDK's own (lib/security/cacerts) is missing or empty, as in a
    JDK unpacked from a Linux distribution's package without its certificates package (a link to
    /etc/ssl/certs/java/cacerts that leads nowhere): without one, Maven cannot download anything
    ("the trustAnchors parameter must be non-empty"). None when the JDK has its own, or nothing helps."""
    own = jdk.home / "lib" / "security" / "cacerts"
    if own.is_file() and own.stat().st_size > 0:
        return None
    return next((Path(p) for p in SYSTEM_TRUST_STORES if Path(p).is_file() and Path(p).stat().st_size > 0), None)


def java_environment(jdk: Jdk) -> dict:
    """This process's environment with the JDK first: JAVA_HOME and PATH (Maven and Java tools), and
    the system's trust store for Maven's downloads when the JDK lacks one of its own."""
    env = dict(os.environ, JAVA_HOME=str(jdk.home))
    env["PATH"] = str(jdk.home / "bin") + os.pathsep + env.get("PATH", "")
    store = borrowed_trust_store(jdk)
    if store:
        env["MAVEN_OPTS"] = (env.get("MAVEN_OPTS", "") + f" -Djavax.net.ssl.trustStore={store}").strip()
    return env


def maven_command(*args) -> list[str]:
    """The Maven Wrapper with its arguments: Maven itself is downloaded by it the first time."""
    if WINDOWS:
        return [os.environ.get("COMSPEC", "cmd.exe"), "/c", str(REPO / "mvnw.cmd"), *args]
    return ["sh", str(REPO / "mvnw"), *args]


# --- The Python environment with Jupyter -------------------------------------------------------
# What the notebooks and the tests need of Jupyter: JupyterLab 4, Notebook 7 and the kernel client.
PROBE = """import json, importlib
versions = {}
for name in ("jupyterlab", "notebook", "nbclient", "nbformat", "jupyter_client", "jupyter_core", "selenium"):
    try:
        versions[name] = importlib.import_module(name).__version__
    except Exception:
        versions[name] = None
print(json.dumps(versions))"""


class Environment(NamedTuple):
    prefix: Path  # sys.prefix: the kernelspec goes to prefix/share/jupyter/kernels
    python: Path
    kind: str  # "this checkout's .venv", "the active virtual environment", ...

    def run(self, *args, **kwargs):
        return subprocess.run([str(self.python), *map(str, args)], **kwargs)


def environment_python(prefix: Path) -> Path:
    """The Python of a virtual or conda environment, on any system."""
    for candidate in (prefix / "bin" / "python", prefix / "Scripts" / "python.exe", prefix / "python.exe"):
        if candidate.exists():
            return candidate
    return prefix / ("Scripts/python.exe" if WINDOWS else "bin/python")


def jupyter_versions(python: Path) -> dict:
    """The versions of Jupyter's packages in that Python (None for a missing one; {} if it does not run)."""
    try:
        out = subprocess.run([str(python), "-c", PROBE], capture_output=True, text=True, timeout=120)
        return json.loads(out.stdout) if out.returncode == 0 else {}
    except (OSError, subprocess.SubprocessError, ValueError):
        return {}


def usable(versions: dict) -> bool:
    """JupyterLab 4, Notebook 7 or later, and nbclient and jupyter_client present."""

    def major(name):
        version = versions.get(name) or "0"
        return int(re.match(r"\d+", version).group()) if re.match(r"\d+", version) else 0

    return (
        major("jupyterlab") == 4
        and major("notebook") >= 7
        and bool(versions.get("nbclient"))
        and bool(versions.get("jupyter_client"))
    )


def active_environment() -> Optional[Environment]:
    """The activated virtual or conda environment, if any (conda's base only when it has Jupyter)."""
    if os.environ.get("VIRTUAL_ENV"):
        prefix = Path(os.environ["VIRTUAL_ENV"])
        if prefix.resolve() != CHECKOUT_VENV.resolve():
            return Environment(prefix, environment_python(prefix), "the active virtual environment")
    if os.environ.get("CONDA_PREFIX"):
        prefix = Path(os.environ["CONDA_PREFIX"])
        base = os.environ.get("CONDA_DEFAULT_ENV") == "base" or (prefix / "condabin").is_dir()
        env = Environment(
            prefix, environment_python(prefix), "conda's base environment" if base else "the active conda environment"
        )
        if not base or usable(jupyter_versions(env.python)):
            return env
    # A Python of an environment run by its path, not activated (Binder's postBuild runs the
    # image's conda environment so): used when it has Jupyter already.
    prefix = Path(sys.prefix)
    if (
        (sys.prefix != sys.base_prefix or (prefix / "conda-meta").is_dir())
        and prefix.resolve() != CHECKOUT_VENV.resolve()
        and usable(jupyter_versions(Path(sys.executable)))
    ):
        return Environment(prefix, Path(sys.executable), "the environment of " + sys.executable)
    return None


def checkout_environment() -> Environment:
    return Environment(CHECKOUT_VENV, environment_python(CHECKOUT_VENV), "this checkout's .venv")


def find_environment() -> Optional[Environment]:
    """The environment scripts/setup chose and filled: the active one, else this checkout's .venv;
    None when neither exists yet."""
    active = active_environment()
    if active is not None:
        return active
    venv = checkout_environment()
    return venv if venv.python.exists() else None


def module_available(name) -> bool:
    import importlib.util

    return importlib.util.find_spec(name) is not None


def describe_platform() -> str:
    return f"{platform.system()} {platform.release()} ({platform.machine()}), Python {platform.python_version()}"


def install_package(env: Environment) -> bool:
    """This checkout's package pathlab_tools, installed editable into the environment (once: it then
    reads the files here), so that the checks and the tests import it with the environment's Python;
    True when it was installed now, False when it already was."""
    where = env.run("-c", "import pathlab_tools; print(pathlab_tools.__file__)", capture_output=True, text=True)
    if where.returncode == 0 and Path(where.stdout.strip()).resolve().is_relative_to(REPO / "scripts"):
        return False
    done = env.run(
        "-m",
        "pip",
        "install",
        "--disable-pip-version-check",
        "-q",
        "--no-deps",
        "-e",
        REPO,
        capture_output=True,
        text=True,
    )
    if done.returncode:
        said = "; ".join((done.stdout + done.stderr).strip().splitlines()[-3:])
        raise ToolchainError(f"pip could not install {REPO} (pyproject.toml) into {env.prefix}: {said}")
    return True


def main(argv):
    """python -m pathlab_tools.toolchain java-home: the home of the JDK setup would use, for CI's entry
    (.ci/run, which is bash); exit code 1 with one line saying what to install when there is none."""
    if argv != ["java-home"]:
        print("usage: python -m pathlab_tools.toolchain java-home", file=sys.stderr)
        return 2
    try:
        print(find_jdk().home)
    except ToolchainError as e:
        print(f"toolchain: {e}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
