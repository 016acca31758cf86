package pathlab.bench;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import pathlab.grid.GridGraph;

/**
 * Another build of Pathlab, an older commit say, run as a peer of {@code pathlab bench astar
 * --against DIR}: both builds search the same maps and queries in one run, in alternating rounds,
 * so a change's cost or gain is a ratio measured under the same conditions, not a comparison of
 * two runs on a machine whose load changed in between.
 *
 * <p>How: the other build's classes ({@code DIR/target/classes} and the jars in
 * {@code DIR/target/lib}) are loaded by a class loader of their own, beside ours, and called by
 * reflection. The other build searches as its command line does: through its
 * {@code GridSearch.of(grid, options, heuristic).search(start, goal)} where it has one (the grid
 * engine, as {@link PathlabAStar} runs ours), else through the few methods every build since the
 * benchmark existed has had: {@code new AStar(graph, options)} and {@code search(start, goal,
 * heuristic)}; with {@code GridMap.parse}, {@code GridGraph.octile},
 * {@code SearchOptions.grid().withCounters(false)} and {@code new OctileHeuristic(grid)}. Each build
 * reads the map from the same text, so node ids agree. A reflective call costs well under a
 * microsecond, a search hundreds of them.
 *
 * <p>Make the other build outside the repository, e.g.
 * {@code git worktree add /tmp/ref-87d089b 87d089b && (cd /tmp/ref-87d089b && mvn -q package
 * -DskipTests)}, and remove it afterwards ({@code git worktree remove /tmp/ref-87d089b}).
 */
public final class ReferenceBuild implements PeerAStar {
    private final Path dir;
    private final ClassLoader loader;

    /** The build in {@code dir}, a checkout of Pathlab built with {@code mvn package}. */
    public ReferenceBuild(Path dir) {
        Path classes = dir.resolve("target/classes");
        if (!Files.isDirectory(classes.resolve("pathlab"))) {
            throw new IllegalArgumentException("no build in " + dir + ": " + classes
                    + " is missing (build it there with mvn -q package -DskipTests)");
        }
        List<URL> urls = new ArrayList<>();
        urls.add(url(classes));
        try (Stream<Path> jars = Files.list(dir.resolve("target/lib"))) {
            jars.filter(j -> j.toString().endsWith(".jar")).sorted().forEach(j -> urls.add(url(j)));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the libraries of " + dir, e);
        }
        this.dir = dir;
        // Not our class loader as parent: the other build's pathlab classes must not be ours.
        this.loader = new URLClassLoader(urls.toArray(URL[]::new), ClassLoader.getPlatformClassLoader());
    }

    private static URL url(Path p) {
        try {
            return p.toUri().toURL();
        } catch (MalformedURLException e) {
            throw new IllegalArgumentException(p + ": " + e.getMessage(), e);
        }
    }

    /** {@code ref:} and the folder's name, e.g. {@code ref:ref-87d089b}. */
    @Override
    public String name() {
        return "ref:" + dir.getFileName();
    }

    @Override
    public Query prepare(GridGraph grid) {
        try {
            StringWriter text = new StringWriter();
            grid.map().write(text);
            Class<?> mapClass = loader.loadClass("pathlab.grid.GridMap");
            Object map = mapClass.getMethod("parse", String.class, java.io.Reader.class)
                    .invoke(null, grid.map().name(), new StringReader(text.toString()));
            Class<?> gridClass = loader.loadClass("pathlab.grid.GridGraph");
            Object theirGrid = gridClass.getMethod("octile", mapClass).invoke(null, map);
            Class<?> optionsClass = loader.loadClass("pathlab.search.SearchOptions");
            Object options = optionsClass.getMethod("withCounters", boolean.class)
                    .invoke(optionsClass.getMethod("grid").invoke(null), false);
            Object octile = loader.loadClass("pathlab.heuristic.OctileHeuristic").getConstructor(gridClass)
                    .newInstance(theirGrid);
            Object engine;
            Method search;
            Method of = gridSearchOf(loader);
            if (of != null) {   // the build's command line searches a grid through GridSearch
                engine = of.invoke(null, theirGrid, options, octile);
                search = of.getReturnType().getMethod("search", int.class, int.class);
            } else {
                Class<?> astarClass = loader.loadClass("pathlab.search.AStar");
                Class<?> graphClass = loader.loadClass("pathlab.graph.Graph");
                engine = astarClass.getConstructor(graphClass, optionsClass).newInstance(theirGrid, options);
                search = searchMethod(astarClass);
            }
            boolean takesHeuristic = search.getParameterCount() == 3;
            Method cost = search.getReturnType().getMethod("cost");
            return (start, goal) -> {
                try {
                    Object result = takesHeuristic ? search.invoke(engine, start, goal, octile)
                            : search.invoke(engine, start, goal);
                    return (double) cost.invoke(result);
                } catch (InvocationTargetException e) {
                    throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
                } catch (IllegalAccessException e) {
                    throw new IllegalStateException(e);
                }
            };
        } catch (ReflectiveOperationException | IOException e) {
            throw new IllegalArgumentException("the build in " + dir + " cannot run octile A*: " + e, e);
        }
    }

    /** {@code GridSearch.of(GridGraph, SearchOptions, Heuristic)} of a build that has it, else null. */
    private static Method gridSearchOf(ClassLoader loader) {
        try {
            for (Method m : loader.loadClass("pathlab.heuristic.GridSearch").getMethods()) {
                if (m.getName().equals("of") && m.getParameterCount() == 3) {
                    return m;
                }
            }
        } catch (ClassNotFoundException e) {
            return null; // a build from before the grid engine
        }
        return null;
    }

    /** {@code search(int start, int goal, Heuristic h)}, wherever that build keeps {@code Heuristic}. */
    private static Method searchMethod(Class<?> astarClass) throws NoSuchMethodException {
        for (Method m : astarClass.getMethods()) {
            Class<?>[] p = m.getParameterTypes();
            if (m.getName().equals("search") && p.length == 3 && p[0] == int.class && p[1] == int.class) {
                return m;
            }
        }
        throw new NoSuchMethodException("AStar.search(int, int, Heuristic)");
    }
}
