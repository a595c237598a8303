import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';

export interface VirtualListProps {
  /** How many items the list has (all of them, not only the loaded ones). */
  count: number;
  /** A first guess of an item's height in px; each rendered item is then measured. */
  estimateSize: number;
  /** Space between items in px (Mantine's `sm` spacing is 12). */
  gap?: number;
  /**
   * Items rendered above and below the visible ones. One: each one is rendered on opening the
   * screen and on every search keystroke (a Mantine card took 4-5 ms on this machine: B3/B4),
   * and a fast scroll shows placeholders for a moment either way.
   */
  overscan?: number;
  /** 'list': a `<ul>` of `<li>` (screen readers hear "item 3 of 50 000"); 'rows': plain blocks. */
  as?: 'list' | 'rows';
  /** The list's accessible name. */
  label?: string;
  /** A stable key per item (default: its index). */
  itemKey?: (index: number) => string | number;
  /** The accessible name of the item's `<li>` (as: 'list'). */
  itemLabel?: (index: number) => string | undefined;
  renderItem: (index: number) => ReactNode;
  /** The indexes in view (overscan included), end exclusive: what the screen should have loaded. */
  onRangeChange?: (start: number, end: number) => void;
  /**
   * Up to this many items the list renders them all, in the normal flow (a short list gains
   * nothing from windowing, and keeps its exact layout, e.g. for a full-page screenshot).
   */
  renderAllUpTo?: number;
}

/** Below this many items a list is rendered whole. */
export const RENDER_ALL_UP_TO = 60;

/**
 * A list of any length that renders only the items in (and near) the window's view: a screen of
 * 50 000 candidates keeps a few dozen in the DOM. The page itself scrolls (the app shell's main
 * area), so the list follows the window's scroll, offset by where the list starts on the page.
 */
export function VirtualList({
  count,
  estimateSize,
  gap = 0,
  overscan = 1,
  as = 'list',
  label,
  itemKey,
  itemLabel,
  renderItem,
  onRangeChange,
  renderAllUpTo = RENDER_ALL_UP_TO,
}: VirtualListProps) {
  const windowed = count > renderAllUpTo;
  const listRef = useRef<HTMLElement | null>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  // Where the list starts on the page moves when content above it changes (a count line appears,
  // the toolbar wraps on a narrower window): measured after each change of the list and on resize.
  useLayoutEffect(() => {
    const measure = () => {
      const top = listRef.current ? listRef.current.getBoundingClientRect().top + window.scrollY : 0;
      setScrollMargin((current) => (Math.abs(top - current) >= 1 ? top : current));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [count]);

  const virtualizer = useWindowVirtualizer({
    enabled: windowed,
    count: windowed ? count : 0,
    estimateSize: () => estimateSize,
    overscan,
    gap,
    scrollMargin,
    // No `getItemKey`: the virtualizer lays out every item again (all 50 000 on the candidates
    // list) whenever that function changes, and callers pass a new one on each render. Measured
    // sizes are kept by position instead (cards of one list are alike), and React still keys the
    // rendered items by `itemKey` below.
    // Unrounded heights: the default rounds each item, and the drift moved cards by a pixel from
    // where the normal flow (a Stack) puts them.
    measureElement: (element) => element.getBoundingClientRect().height,
  });
  const items = virtualizer.getVirtualItems();
  const start = windowed ? (items[0]?.index ?? 0) : 0;
  const end = windowed ? (items.length ? items[items.length - 1].index + 1 : 0) : count;
  useEffect(() => onRangeChange?.(start, end), [onRangeChange, start, end]);

  if (!windowed) {
    const flowStyle: CSSProperties = {
      display: 'flex',
      flexDirection: 'column',
      gap,
      listStyle: 'none',
      margin: 0,
      padding: 0,
    };
    const keys = Array.from({ length: count }, (_, index) => itemKey?.(index) ?? index);
    return as === 'rows' ? (
      <div style={flowStyle}>
        {keys.map((key, index) => (
          <div key={key}>{renderItem(index)}</div>
        ))}
      </div>
    ) : (
      <ul aria-label={label} style={flowStyle}>
        {keys.map((key, index) => (
          <li key={key} aria-label={itemLabel?.(index)}>
            {renderItem(index)}
          </li>
        ))}
      </ul>
    );
  }

  const containerStyle: CSSProperties = {
    position: 'relative',
    height: virtualizer.getTotalSize(),
    listStyle: 'none',
    margin: 0,
    padding: 0,
  };
  const itemStyle = (offset: number): CSSProperties => ({
    position: 'absolute',
    // `top`, not a transform: text lands on the same (snapped) pixels as in the normal flow.
    top: offset - scrollMargin,
    left: 0,
    width: '100%',
  });

  if (as === 'rows') {
    return (
      <div ref={(node) => void (listRef.current = node)} style={containerStyle}>
        {items.map((item) => (
          <div
            key={itemKey?.(item.index) ?? item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            style={itemStyle(item.start)}
          >
            {renderItem(item.index)}
          </div>
        ))}
      </div>
    );
  }
  return (
    <ul ref={(node) => void (listRef.current = node)} aria-label={label} style={containerStyle}>
      {items.map((item) => (
        <li
          key={itemKey?.(item.index) ?? item.key}
          data-index={item.index}
          ref={virtualizer.measureElement}
          aria-label={itemLabel?.(item.index)}
          aria-setsize={count}
          aria-posinset={item.index + 1}
          style={itemStyle(item.start)}
        >
          {renderItem(item.index)}
        </li>
      ))}
    </ul>
  );
}
