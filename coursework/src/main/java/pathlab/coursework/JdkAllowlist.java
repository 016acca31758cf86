package pathlab.coursework;

import java.util.List;
import java.util.Set;

/**
 * The JDK classes and members graded code may use, for {@link GradedCodePolicy}: what the
 * assignments need (java.lang's basics, printing, java.util with its functions and sequential
 * streams, java.math), and a reason for everything else.
 *
 * <p>Idea: an ordered table of rules, the first that matches a reference decides. A rule names a
 * class ({@code java/lang/System}), a class prefix ({@code java/lang/Thread*}: Thread, ThreadLocal,
 * Thread$Builder...) or a package ({@code java/util/}, with its subpackages); it may be limited to
 * some members, and it either allows them or refuses them with a reason. Members come before
 * their class, refusals before the package that would allow them ({@code java/util/concurrent/}
 * before {@code java/util/}). Whatever no rule matches is refused: a new JDK API is not allowed
 * until someone decides it should be.
 *
 * <p>Cost: a scan of about fifty rules per reference.
 */
final class JdkAllowlist {

    /** Whether a reference is allowed; if not, why, and whether the reason concerns the member alone. */
    record Verdict(boolean allowed, String reason, boolean aboutMember) {}

    static final String THREADS = "threads are not allowed in graded work";
    static final String REFLECTION = "reflection is not allowed in graded work";
    static final String FILES = "files are not allowed in graded work";
    static final String NETWORK = "the network is not allowed in graded work";
    static final String PROCESSES = "processes are not allowed in graded work";
    static final String PROPERTIES = "system properties and the environment are not allowed in graded work";
    static final String STACK = "stack walking is not allowed in graded work";
    static final String LOADERS = "class loaders and code generation are not allowed in graded work";
    static final String PARALLEL = "parallel streams are not allowed in graded work (they run on threads of the JVM)";
    static final String HOOKS = "shutdown hooks are not allowed in graded work";
    static final String FINALIZERS = "finalizers are not allowed in graded work (they run on a thread of the JVM)";
    static final String NATIVE = "native code is not allowed in graded work";
    static final String OUTPUT = "changing System.out, System.err or System.in is not allowed in graded work";
    static final String UNSAFE = "Unsafe is not allowed in graded work";
    static final String RUNTIME = "the JVM's runtime (processes, exit, shutdown hooks, memory) is not allowed in graded work";
    static final String OTHER = "this is not among what graded work may use";

    private static final String ALLOW = null;
    private static final Set<String> ANY = null;
    /** In a rule's members: the class used as a type (a parameter, a cast), not a member of it. */
    private static final String TYPE = "";

    /** One line of the table: classes, the members it is about (null: all of them), the verdict. */
    private record Rule(String classes, Set<String> members, String reason) {
        boolean matches(String owner, String member) {
            boolean classMatches = classes.endsWith("/") || classes.endsWith("*")
                    ? owner.startsWith(classes.substring(0, classes.length() - (classes.endsWith("*") ? 1 : 0)))
                    : owner.equals(classes) || owner.startsWith(classes + "$");
            return classMatches && (members == ANY || members.contains(member == null ? TYPE : member));
        }
    }

    /** java.lang's plain classes: objects, text, numbers, the language's own interfaces and annotations. */
    private static final Set<String> LANG_BASICS = Set.of("Object", "String", "StringBuilder", "StringBuffer",
            "CharSequence", "Math", "StrictMath", "Integer", "Long", "Double", "Float", "Short", "Byte", "Character",
            "Boolean", "Number", "Void", "Comparable", "Iterable", "Enum", "Record", "Runnable", "AutoCloseable",
            "Cloneable", "Appendable", "Override", "Deprecated", "SuppressWarnings", "FunctionalInterface",
            "SafeVarargs", "MatchException", "Throwable");

    private static final List<Rule> RULES = List.of(
            // Single members, before their classes.
            new Rule("java/lang/Object", Set.of("wait", "notify", "notifyAll"), THREADS),
            new Rule("java/lang/Object", Set.of("finalize"), FINALIZERS),
            new Rule("java/lang/System", Set.of(TYPE, "out", "err", "arraycopy", "nanoTime", "currentTimeMillis",
                    "identityHashCode", "lineSeparator"), ALLOW),
            new Rule("java/lang/System", Set.of("setOut", "setErr", "setIn"), OUTPUT),
            new Rule("java/lang/System", Set.of("getProperty", "setProperty", "clearProperty", "getProperties",
                    "setProperties", "getenv"), PROPERTIES),
            new Rule("java/lang/System", Set.of("load", "loadLibrary", "mapLibraryName"), NATIVE),
            // desiredAssertionStatus is what javac calls in the static initialiser of a class with assert.
            new Rule("java/lang/Class", Set.of(TYPE, "getName", "getSimpleName", "isInstance", "cast",
                    "desiredAssertionStatus"), ALLOW),
            new Rule("java/lang/Integer", Set.of("getInteger"), PROPERTIES),
            new Rule("java/lang/Long", Set.of("getLong"), PROPERTIES),
            new Rule("java/lang/Boolean", Set.of("getBoolean"), PROPERTIES),
            new Rule("java/lang/Runtime", Set.of("addShutdownHook", "removeShutdownHook"), HOOKS),
            new Rule("java/lang/Runtime", Set.of("exec"), PROCESSES),
            new Rule("java/lang/Runtime", Set.of("load", "loadLibrary"), NATIVE),
            new Rule("java/io/PrintStream", Set.of("<init>"), FILES),
            new Rule("java/util/Formatter", Set.of("<init>"), FILES), // new Formatter("out.txt") writes a file
            new Rule("java/io/PrintStream", Set.of(TYPE, "print", "println", "printf", "format", "flush", "write",
                    "append", "checkError"), ALLOW),
            // Whole classes and packages refused.
            new Rule("java/lang/Thread*", ANY, THREADS),
            new Rule("java/lang/InheritableThreadLocal", ANY, THREADS),
            new Rule("java/lang/Process*", ANY, PROCESSES),
            new Rule("java/lang/StackTraceElement", ANY, STACK),
            new Rule("java/lang/StackWalker", ANY, STACK),
            new Rule("java/lang/ClassLoader", ANY, LOADERS),
            new Rule("java/lang/instrument/", ANY, LOADERS),
            new Rule("java/lang/reflect/", ANY, REFLECTION),
            new Rule("java/lang/invoke/", ANY, REFLECTION),
            new Rule("java/lang/Module", ANY, REFLECTION),
            new Rule("java/lang/ModuleLayer", ANY, REFLECTION),
            new Rule("java/lang/foreign/", ANY, NATIVE),
            new Rule("java/util/concurrent/", ANY, THREADS),
            new Rule("java/util/Timer", ANY, THREADS),
            new Rule("java/util/TimerTask", ANY, THREADS),
            new Rule("java/util/ServiceLoader", ANY, LOADERS),
            new Rule("java/util/ResourceBundle", ANY, LOADERS),
            new Rule("java/util/stream/StreamSupport", ANY, PARALLEL),
            new Rule("java/util/jar/", ANY, FILES),
            new Rule("java/util/zip/", ANY, FILES),
            new Rule("java/util/prefs/", ANY, PROPERTIES),
            new Rule("java/util/logging/", ANY, OTHER),
            new Rule("java/util/spi/", ANY, OTHER),
            new Rule("java/io/Serializable", ANY, ALLOW),
            new Rule("java/io/IOException", ANY, ALLOW),
            new Rule("java/io/UncheckedIOException", ANY, ALLOW),
            new Rule("java/io/", ANY, FILES),
            new Rule("java/nio/", ANY, FILES),
            new Rule("java/net/", ANY, NETWORK),
            new Rule("sun/misc/Unsafe", ANY, UNSAFE),
            new Rule("jdk/internal/misc/Unsafe", ANY, UNSAFE),
            // JShell's wrapper of a snippet that uses something not declared yet throws this.
            new Rule("jdk/jshell/spi/SPIResolutionException", ANY, ALLOW),
            new Rule("jdk/", ANY, LOADERS),
            new Rule("javax/tools/", ANY, LOADERS),
            new Rule("com/sun/", ANY, LOADERS),
            new Rule("sun/", ANY, LOADERS),
            // What graded work is made of.
            new Rule("java/util/", ANY, ALLOW),
            new Rule("java/math/", ANY, ALLOW));

    /**
     * The bootstrap methods javac uses for lambdas and method references, string concatenation,
     * records' equals/hashCode/toString, switches on patterns, enums and strings, and the
     * constants those switches describe their cases with (JDK 21 on).
     */
    private static final Set<String> JAVAC_BOOTSTRAPS = Set.of("java/lang/invoke/LambdaMetafactory",
            "java/lang/invoke/StringConcatFactory", "java/lang/runtime/ObjectMethods",
            "java/lang/runtime/SwitchBootstraps", "java/lang/invoke/ConstantBootstraps");

    private JdkAllowlist() {}

    static boolean isJavacBootstrap(String owner) {
        return JAVAC_BOOTSTRAPS.contains(owner);
    }

    /** What grading thinks of {@code owner} (an internal name) or of its {@code member} (null: the class as a type). */
    static Verdict verdict(String owner, String member) {
        if (member != null && member.startsWith("parallel")) {
            return new Verdict(false, PARALLEL, true); // parallel(), parallelStream(), Arrays.parallelSort...
        }
        if (member != null && (member.equals("getStackTrace") || member.equals("setStackTrace"))) {
            return new Verdict(false, STACK, true); // on Throwable and every exception class
        }
        for (Rule rule : RULES) {
            if (rule.matches(owner, member)) {
                return new Verdict(rule.reason() == ALLOW, rule.reason(), rule.members() != ANY);
            }
        }
        return langBasics(owner, member);
    }

    /**
     * java.lang's basics and its exceptions and errors are allowed whole, and the descriptions of
     * enum constants javac's switches use. Of the rest, a member of a class some of whose members
     * are allowed (System.exit) is named with its member.
     */
    private static Verdict langBasics(String owner, String member) {
        String simple = owner.startsWith("java/lang/") ? owner.substring("java/lang/".length()) : "";
        boolean exceptionOrError = !simple.contains("/") && !simple.contains("$")
                && (simple.endsWith("Exception") || simple.endsWith("Error"));
        if (LANG_BASICS.contains(simple) || exceptionOrError || simple.equals("Enum$EnumDesc")
                || simple.equals("constant/ClassDesc")) {
            return new Verdict(true, ALLOW, false);
        }
        boolean someMembers = simple.equals("System") || simple.equals("Class") || simple.equals("Runtime");
        String reason = simple.equals("Class") ? REFLECTION : simple.equals("Runtime") ? RUNTIME : OTHER;
        return new Verdict(false, reason, someMembers && member != null);
    }
}
