/**
 * Exercises for the notebooks: the student answers before the notebook shows the answer, and the
 * library says at once whether the answer is right and, if not, which rule of the lecture it
 * breaks ({@link pathlab.exercise.Predict}: predict the next iteration of a search), on the
 * lecture's examples or on small random graphs for unlimited practice
 * ({@link pathlab.exercise.Practice}); and experiments in one safe line ({@link pathlab.exercise.Sandbox}: a search of one's own choosing, by names).
 */
package pathlab.exercise;
