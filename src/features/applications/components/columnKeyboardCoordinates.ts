// Keyboard moves on the kanban: ArrowRight/ArrowLeft jump the lifted card to the next column to
// the right/left (columns are the only drop targets), instead of nudging it by a few pixels.
// dnd-kit's sortableKeyboardCoordinates needs sortable items, and our cards are plain draggables.
import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';

export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const { collisionRect, droppableRects, droppableContainers } = context;
  if (event.code !== KeyboardCode.Right && event.code !== KeyboardCode.Left) return undefined;
  event.preventDefault();
  if (!collisionRect) return undefined;
  const columns = droppableContainers
    .getEnabled()
    .flatMap((container) => {
      const rect = droppableRects.get(container.id);
      return rect ? [rect] : [];
    })
    .sort((a, b) => a.left - b.left);
  const center = collisionRect.left + collisionRect.width / 2;
  const target =
    event.code === KeyboardCode.Right
      ? columns.find((rect) => rect.left > center)
      : [...columns].reverse().find((rect) => rect.left + rect.width < center);
  if (!target) return undefined;
  return {
    x: target.left + (target.width - collisionRect.width) / 2,
    y: Math.max(target.top + 48, Math.min(collisionRect.top, target.top + target.height - collisionRect.height)),
  };
};
