package pathlab.kernel.evaluation;

import java.util.HashSet;
import java.util.Set;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Rewrites the bytecode of every class compiled from a cell before it is loaded, so that the
 * cell can be interrupted and cannot end the kernel.
 *
 * <p>Idea (the same as JShell's own engine since JDK 20, done here with ASM so that it works the
 * same on every JDK from 17 on):
 * <ul>
 *   <li>a call to {@link CellGuard#check()} at the entry of every method and before every
 *       backward jump, so every loop checks once per iteration, whatever its form. A stop is
 *       sticky (the cell stays stopped, the interrupt flag stays set), so a
 *       {@code catch (Throwable t)} that swallows one is stopped again at its loop's next check;</li>
 *   <li>{@code System.exit(int)}, {@code Runtime.exit(int)} and {@code Runtime.halt(int)}
 *       become calls to {@link CellGuard}, which throw {@link ExitNotAllowed}.</li>
 * </ul>
 * The inserted calls take nothing from the operand stack and leave nothing on it, so stack
 * sizes and stack map frames stay valid as they are.
 *
 * <p>Cost: one pass over each class when a cell is compiled (well under a millisecond); at run
 * time, a static call per loop iteration that reads two fields. Classes from jars (the
 * library, the JDK) are not touched: the library checks the interrupt flag itself in its long
 * loops.
 */
final class CellInstrumenter {

    private static final String GUARD = CellGuard.class.getName().replace('.', '/');

    private CellInstrumenter() {
    }

    /** The class with stop checks and without exit calls. */
    static byte[] instrument(byte[] classFile) {
        ClassReader reader = new ClassReader(classFile);
        ClassWriter writer = new ClassWriter(0); // nothing inserted changes stack sizes or frames
        reader.accept(new ClassVisitor(Opcodes.ASM9, writer) {
            @Override
            public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                                             String[] exceptions) {
                return new GuardedMethod(super.visitMethod(access, name, descriptor, signature, exceptions));
            }
        }, 0);
        return writer.toByteArray();
    }

    /** One method's code with the checks and replacements. */
    private static final class GuardedMethod extends MethodVisitor {
        private final Set<Label> visited = new HashSet<>();

        GuardedMethod(MethodVisitor next) {
            super(Opcodes.ASM9, next);
        }

        private void check() {
            super.visitMethodInsn(Opcodes.INVOKESTATIC, GUARD, "check", "()V", false);
        }

        @Override
        public void visitCode() {
            super.visitCode();
            check();
        }

        @Override
        public void visitLabel(Label label) {
            visited.add(label);
            super.visitLabel(label);
        }

        @Override
        public void visitJumpInsn(int opcode, Label label) {
            if (visited.contains(label)) {
                check(); // a backward jump: the end of a loop iteration
            }
            super.visitJumpInsn(opcode, label);
        }

        @Override
        public void visitTableSwitchInsn(int min, int max, Label dflt, Label... labels) {
            if (anyVisited(dflt, labels)) {
                check();
            }
            super.visitTableSwitchInsn(min, max, dflt, labels);
        }

        @Override
        public void visitLookupSwitchInsn(Label dflt, int[] keys, Label[] labels) {
            if (anyVisited(dflt, labels)) {
                check();
            }
            super.visitLookupSwitchInsn(dflt, keys, labels);
        }

        private boolean anyVisited(Label dflt, Label[] labels) {
            if (visited.contains(dflt)) {
                return true;
            }
            for (Label label : labels) {
                if (visited.contains(label)) {
                    return true;
                }
            }
            return false;
        }

        @Override
        public void visitMethodInsn(int opcode, String owner, String name, String descriptor, boolean isInterface) {
            if (opcode == Opcodes.INVOKESTATIC && owner.equals("java/lang/System") && name.equals("exit")
                    && descriptor.equals("(I)V")) {
                super.visitMethodInsn(Opcodes.INVOKESTATIC, GUARD, "systemExit", "(I)V", false);
            } else if (opcode == Opcodes.INVOKEVIRTUAL && owner.equals("java/lang/Runtime")
                    && (name.equals("exit") || name.equals("halt")) && descriptor.equals("(I)V")) {
                String replacement = name.equals("exit") ? "runtimeExit" : "runtimeHalt";
                super.visitMethodInsn(Opcodes.INVOKESTATIC, GUARD, replacement, "(Ljava/lang/Runtime;I)V", false);
            } else {
                super.visitMethodInsn(opcode, owner, name, descriptor, isInterface);
            }
        }
    }
}
