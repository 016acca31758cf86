package pathlab.kernel.install;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import pathlab.kernel.install.JupyterPaths.Os;

/** jupyter_core's rules for the user's data folder, on every system, tried on this one. */
class JupyterPathsTest {

    private static final Path HOME = Path.of("/home/student");

    private static Path userKernels(Os os, Map<String, String> environment) {
        return new JupyterPaths(os, environment, HOME).userKernels();
    }

    @Test
    void linuxUsesXdgDataHomeElseDotLocalShare() {
        assertEquals(Path.of("/home/student/.local/share/jupyter/kernels"), userKernels(Os.LINUX, Map.of()));
        assertEquals(Path.of("/home/student/.local/share/jupyter/kernels"),
                userKernels(Os.LINUX, Map.of("XDG_DATA_HOME", "")));
        assertEquals(Path.of("/data/jupyter/kernels"), userKernels(Os.LINUX, Map.of("XDG_DATA_HOME", "/data")));
    }

    @Test
    void macOsUsesLibraryJupyter() {
        assertEquals(Path.of("/home/student/Library/Jupyter/kernels"),
                userKernels(Os.MACOS, Map.of("XDG_DATA_HOME", "/data")));
    }

    @Test
    void windowsUsesAppDataElseTheConfigFolder() {
        assertEquals(Path.of("/roaming/jupyter/kernels"), userKernels(Os.WINDOWS, Map.of("APPDATA", "/roaming")));
        assertEquals(Path.of("/home/student/.jupyter/data/kernels"), userKernels(Os.WINDOWS, Map.of()));
        assertEquals(Path.of("/config/data/kernels"), userKernels(Os.WINDOWS, Map.of("JUPYTER_CONFIG_DIR", "/config")));
    }

    @Test
    void jupyterDataDirWinsEverywhere() {
        for (Os os : Os.values()) {
            assertEquals(Path.of("/mine/kernels"), userKernels(os,
                    Map.of("JUPYTER_DATA_DIR", "/mine", "APPDATA", "/roaming", "XDG_DATA_HOME", "/data")));
        }
    }

    @Test
    void platformDirsWhenAskedFor() {
        Map<String, String> on = Map.of("JUPYTER_PLATFORM_DIRS", "1", "LOCALAPPDATA", "/local", "APPDATA", "/roaming");
        assertEquals(Path.of("/home/student/Library/Application Support/jupyter/kernels"), userKernels(Os.MACOS, on));
        assertEquals(Path.of("/local/jupyter/kernels"), userKernels(Os.WINDOWS, on));
        assertEquals(Path.of("/home/student/.local/share/jupyter/kernels"), userKernels(Os.LINUX, on));
        Map<String, String> off = Map.of("JUPYTER_PLATFORM_DIRS", "off", "APPDATA", "/roaming");
        assertEquals(Path.of("/roaming/jupyter/kernels"), userKernels(Os.WINDOWS, off));
    }

    @Test
    void sysPrefixIsTheVirtualEnvElseTheCondaEnvironment() throws KernelSpecException {
        Map<String, String> both = Map.of("VIRTUAL_ENV", "/venv", "CONDA_PREFIX", "/conda");
        assertEquals(Path.of("/venv/share/jupyter/kernels"), new JupyterPaths(Os.LINUX, both, HOME).environmentKernels());
        assertEquals(Path.of("/conda/share/jupyter/kernels"),
                new JupyterPaths(Os.WINDOWS, Map.of("CONDA_PREFIX", "/conda"), HOME).environmentKernels());
    }

    @Test
    void sysPrefixWithoutAnEnvironmentIsAUsageError() {
        KernelSpecException e = assertThrows(KernelSpecException.class,
                () -> new JupyterPaths(Os.LINUX, Map.of("VIRTUAL_ENV", ""), HOME).environmentKernels());
        assertEquals(2, e.exitCode());
        assertTrue(e.getMessage().contains("activate") && e.getMessage().contains("--prefix"), e.getMessage());
    }

    @Test
    void aPrefixIsMadeAbsolute() {
        Path kernels = JupyterPaths.prefixKernels(Path.of("env"));
        assertTrue(kernels.isAbsolute());
        assertEquals(Path.of("env", "share", "jupyter", "kernels").toAbsolutePath(), kernels);
    }
}
