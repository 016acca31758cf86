package pathlab.coursework;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ConstantDynamic;
import org.objectweb.asm.FieldVisitor;
import org.objectweb.asm.Handle;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * What grading accepts in a class compiled from a notebook cell: the code an assignment needs,
 * and nothing that could reach around the tests (threads that outlive a test, reflection, files,
 * the network, processes, the tests' own state).
 *
 * <p>Idea: an allowlist checked on the bytecode, not the source, so no spelling hides a use
 * ({@code pathlab.search.AStar} fully qualified, an import, a {@code var}, a method reference all
 * compile to the same reference). Every class and member the class file names is looked at:
 * the owners of field and method instructions, the types of {@code new}, casts,
 * {@code instanceof}, arrays, class constants and {@code catch}, the superclass and interfaces,
 * the declared fields' types and methods' descriptors, and the bootstrap methods of
 * {@code invokedynamic} with their arguments (a method reference {@code Thread::new} is a handle
 * owned by {@code java.lang.Thread}). {@link JdkAllowlist} says which JDK classes and members are
 * allowed; the library's are the packages {@link Assignment#libraryPackages()} names, the
 * student's side of the coursework and the kernel's {@code display}. Classes compiled from cells
 * ({@code REPL/$JShell$12$MyDijkstra}) may use each other.
 *
 * <p>Two more rules keep tests independent of each other: a static field may be written only
 * while a class or a top-level snippet initialises it (so no state survives from one test to
 * the next), and no field of a class that was not compiled from a cell may be written at all.
 * A class that declares {@code finalize()} is refused: finalizers run on a thread of the JVM.
 *
 * <p>The library parts an assignment asks the student to write ({@link Assignment#libraryParts()})
 * are not refused but reported as library use ({@code cell 7 uses the library's AStar}): grading
 * then gives the tests of that work nothing.
 *
 * <p>Cost: one pass over the class file, linear in its size (a cell's classes take well under a
 * millisecond).
 *
 * <p>Use: {@code GradedCodePolicy.check(Assignment.byId("A1"), 5, bytes)} for each class a cell compiled
 * to, with the bytes JShell produced (before the kernel instruments them).
 */
public final class GradedCodePolicy {

    /** What grading thinks of one class compiled from a cell. */
    public record Finding(int cell, String api, boolean libraryUse, String message) {}

    private static final String CELL_CLASSES = "REPL/";
    /** Object's members every class inherits that still belong to threads and finalizers. */
    private static final Set<String> OBJECT_THREAD_MEMBERS = Set.of("wait", "notify", "notifyAll", "finalize");
    private static final String STATE_IN_OBJECTS =
            "graded code keeps its state in objects (tests must not depend on each other)";

    private GradedCodePolicy() {}

    /**
     * Everything the class compiled from cell {@code cell} uses that grading refuses or counts as
     * library use, one finding per distinct API, in the order they occur; empty if none.
     */
    public static List<Finding> check(Assignment assignment, int cell, byte[] classFile) {
        Map<String, Finding> findings = new LinkedHashMap<>();
        ClassReader reader = new ClassReader(classFile);
        reader.accept(new References(reference -> {
            Finding f = judge(assignment, cell, reference);
            if (f != null) {
                findings.putIfAbsent(f.api(), f);
            }
        }, reader.getClassName()), ClassReader.SKIP_DEBUG);
        return List.copyOf(findings.values());
    }

    /** One thing a class file names: a class (member null) or a member of it, or a field write. */
    private record Reference(String owner, String member, Write write) {}

    /** A field written: which kind of instruction, from which method of which class. */
    private record Write(boolean isStatic, String fromClass, String fromMethod) {}

    /** The finding for one reference, or null if grading allows it. */
    private static Finding judge(Assignment assignment, int cell, Reference r) {
        String owner = elementType(r.owner());
        if (owner == null) {
            return null; // a primitive or an array of primitives
        }
        if (r.write() != null) {
            return judgeWrite(cell, owner, r.member(), r.write());
        }
        boolean cellOrLibrary = owner.startsWith(CELL_CLASSES) || owner.startsWith("pathlab/");
        if (cellOrLibrary && r.member() != null && OBJECT_THREAD_MEMBERS.contains(r.member())) {
            owner = "java/lang/Object"; // wait() on the student's own object is still Object.wait
        } else if (owner.startsWith(CELL_CLASSES)) {
            return null;
        } else if (owner.startsWith("pathlab/")) {
            return judgeLibrary(assignment, cell, owner, r.member());
        }
        JdkAllowlist.Verdict v = JdkAllowlist.verdict(owner, r.member());
        if (v.allowed()) {
            return null;
        }
        String api = readable(owner) + (v.aboutMember() ? "." + r.member() : "");
        return new Finding(cell, api, false, "cell " + cell + " uses " + api + ": " + v.reason());
    }

    private static Finding judgeWrite(int cell, String owner, String field, Write w) {
        boolean cellClass = owner.startsWith(CELL_CLASSES);
        if (cellClass && (!w.isStatic() || initialises(w.fromMethod()))) {
            return null;
        }
        String api = readable(owner) + "." + field;
        String what = cellClass ? "the static field " + simpleName(owner, field)
                : "the field " + field + " of " + readable(owner);
        return new Finding(cell, api, false, "cell " + cell + " writes " + what + " from "
                + simpleName(w.fromClass(), w.fromMethod()) + ": " + STATE_IN_OBJECTS);
    }

    /**
     * Whether a method may set static fields: a class's static initialiser, or a top-level
     * snippet setting the notebook's variables.
     */
    private static boolean initialises(String method) {
        return method.equals("<clinit>") || topLevel(method);
    }

    /**
     * Whether a method holds a snippet's top-level code: JShell's {@code do_it$} (and
     * {@code do_it$Aux}, the initialiser of a {@code var}), and the lambdas in them, which javac
     * names after them.
     */
    private static boolean topLevel(String method) {
        return method.startsWith("do_it$") || method.startsWith("lambda$do_it$");
    }

    private static Finding judgeLibrary(Assignment assignment, int cell, String owner, String member) {
        String outer = owner.contains("$") ? owner.substring(0, owner.indexOf('$')) : owner;
        String simple = outer.substring(outer.lastIndexOf('/') + 1);
        String pkg = outer.substring(0, outer.lastIndexOf('/')).replace('/', '.');
        if (assignment.libraryParts().contains(simple)) {
            return new Finding(cell, readable(outer), true, "cell " + cell + " uses the library's " + simple);
        }
        if (member != null && assignment.libraryParts().contains("." + member)) {
            return new Finding(cell, readable(owner) + "." + member, true,
                    "cell " + cell + " uses the library's " + member + "(...)");
        }
        String reason = LibraryAllowlist.reasonAgainst(assignment, pkg, simple, member);
        if (reason == null) {
            return null;
        }
        String api = readable(owner) + (LibraryAllowlist.aboutMember(assignment, pkg, simple) && member != null ? "." + member : "");
        return new Finding(cell, api, false, "cell " + cell + " uses " + api + ": " + reason);
    }

    /** The class an array type holds ({@code [[Ljava/lang/Thread;} holds java/lang/Thread), null for primitives. */
    private static String elementType(String owner) {
        if (!owner.startsWith("[")) {
            return owner;
        }
        Type element = Type.getType(owner).getElementType();
        return element.getSort() == Type.OBJECT ? element.getInternalName() : null;
    }

    /** {@code java/lang/Thread$Builder} as a reader writes it: {@code java.lang.Thread.Builder}. */
    private static String readable(String internalName) {
        return internalName.replace('/', '.').replace('$', '.');
    }

    /**
     * A cell class's member as the student wrote it: {@code MyDijkstra.search}, just {@code f}
     * for a method declared at the top level, and the top-level statements as such.
     */
    private static String simpleName(String owner, String member) {
        if (topLevel(member)) {
            return "the cell's top level";
        }
        String last = owner.substring(owner.lastIndexOf('/') + 1);
        String[] parts = last.split("\\$");
        String name = owner.startsWith(CELL_CLASSES) ? (parts.length > 3 ? parts[parts.length - 1] : "")
                : last.replace('$', '.');
        return name.isEmpty() ? member : name + "." + member;
    }

    /** Reports every reference a class file makes, as {@link Reference}s. */
    private static final class References extends ClassVisitor {
        private final Consumer<Reference> sink;
        private final String self;

        References(Consumer<Reference> sink, String self) {
            super(Opcodes.ASM9);
            this.sink = sink;
            this.self = self;
        }

        private void type(String internalName) {
            if (internalName != null) {
                sink.accept(new Reference(internalName, null, null));
            }
        }

        /** Every class a descriptor or a {@link Type} mentions (parameters, result, element types). */
        private void types(Type t) {
            switch (t.getSort()) {
                case Type.METHOD -> {
                    for (Type argument : t.getArgumentTypes()) {
                        types(argument);
                    }
                    types(t.getReturnType());
                }
                case Type.ARRAY -> types(t.getElementType());
                case Type.OBJECT -> type(t.getInternalName());
                default -> { } // primitives
            }
        }

        private void member(String owner, String name) {
            sink.accept(new Reference(owner, name, null));
        }

        private void handle(Handle h) {
            member(h.getOwner(), h.getName());
        }

        /** A constant an instruction loads or a bootstrap method receives. */
        private void constant(Object value) {
            if (value instanceof Type t) {
                types(t);
            } else if (value instanceof Handle h) {
                handle(h);
            } else if (value instanceof ConstantDynamic c) {
                bootstrap(c.getBootstrapMethod());
                types(Type.getType(c.getDescriptor()));
                for (int i = 0; i < c.getBootstrapMethodArgumentCount(); i++) {
                    constant(c.getBootstrapMethodArgument(i));
                }
            }
        }

        /**
         * The bootstrap of an {@code invokedynamic} or dynamic constant: javac's own (lambdas,
         * string concatenation, records, switches) are fine, and their descriptors name the
         * machinery (Lookup, MethodType, CallSite), not something the student uses.
         */
        private void bootstrap(Handle h) {
            if (!JdkAllowlist.isJavacBootstrap(h.getOwner())) {
                handle(h);
            }
        }

        @Override
        public void visit(int version, int access, String name, String signature, String superName,
                          String[] interfaces) {
            type(superName);
            if (interfaces != null) {
                for (String i : interfaces) {
                    type(i);
                }
            }
        }

        @Override
        public FieldVisitor visitField(int access, String name, String descriptor, String signature, Object value) {
            types(Type.getType(descriptor));
            return null;
        }

        @Override
        public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                                         String[] exceptions) {
            if (name.equals("finalize") && descriptor.equals("()V")) {
                member("java/lang/Object", "finalize"); // declaring one is as bad as calling it
            }
            types(Type.getType(descriptor));
            if (exceptions != null) {
                for (String e : exceptions) {
                    type(e);
                }
            }
            return new Instructions(name);
        }

        /** One method's instructions. */
        private final class Instructions extends MethodVisitor {
            private final String method;

            Instructions(String method) {
                super(Opcodes.ASM9);
                this.method = method;
            }

            @Override
            public void visitTypeInsn(int opcode, String type) {
                type(type);
            }

            @Override
            public void visitFieldInsn(int opcode, String owner, String name, String descriptor) {
                member(owner, name);
                if (opcode == Opcodes.PUTSTATIC || opcode == Opcodes.PUTFIELD) {
                    sink.accept(new Reference(owner, name, new Write(opcode == Opcodes.PUTSTATIC, self, method)));
                }
            }

            @Override
            public void visitMethodInsn(int opcode, String owner, String name, String descriptor, boolean isInterface) {
                member(owner, name);
            }

            @Override
            public void visitInvokeDynamicInsn(String name, String descriptor, Handle bootstrap, Object... arguments) {
                bootstrap(bootstrap);
                types(Type.getType(descriptor));
                for (Object argument : arguments) {
                    constant(argument);
                }
            }

            @Override
            public void visitLdcInsn(Object value) {
                constant(value);
            }

            @Override
            public void visitMultiANewArrayInsn(String descriptor, int dimensions) {
                types(Type.getType(descriptor));
            }

            @Override
            public void visitTryCatchBlock(Label start, Label end, Label handler, String type) {
                type(type);
            }
        }
    }
}
