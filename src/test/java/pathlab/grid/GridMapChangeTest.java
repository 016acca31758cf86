package pathlab.grid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class GridMapChangeTest {

    @Test
    void withCellMakesAChangedCopyWithTheNextVersion() {
        GridMap map = GridMap.of("...", ".@.");
        GridMap broken = map.withCell(1, 1, '.');
        assertFalse(map.passable(1, 1), "the original map is unchanged");
        assertTrue(broken.passable(1, 1));
        assertEquals(0, map.version());
        assertEquals(1, broken.version());
        assertEquals(2, broken.withCell(0, 0, '@').version());
        assertEquals(map.name(), broken.name());
    }

    @Test
    void withCellRejectsBadCellsAndTerrain() {
        GridMap map = GridMap.of("..");
        assertThrows(IllegalArgumentException.class, () -> map.withCell(2, 0, '.'));
        assertThrows(IllegalArgumentException.class, () -> map.withCell(0, 0, 'x'));
    }
}
