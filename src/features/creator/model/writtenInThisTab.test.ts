import { describe, expect, it } from 'vitest';
import { markWrittenInThisTab, wasWrittenInThisTab, type TabStore } from './writtenInThisTab';

function storage(initial: Record<string, string> = {}): TabStore & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

describe('messages written in this tab', () => {
  it('are known after a reload (the same storage), and no other message is', () => {
    const tab = storage();
    markWrittenInThisTab('m1', tab);
    expect(wasWrittenInThisTab('m1', storage(Object.fromEntries(tab.data)))).toBe(true);
    expect(wasWrittenInThisTab('m2', tab)).toBe(false);
    expect(wasWrittenInThisTab('m1', storage())).toBe(false);
  });

  it('keeps only the newest twenty ids', () => {
    const tab = storage();
    for (let i = 0; i < 25; i++) markWrittenInThisTab(`m${i}`, tab);
    expect(wasWrittenInThisTab('m4', tab)).toBe(false);
    expect(wasWrittenInThisTab('m5', tab)).toBe(true);
    expect(wasWrittenInThisTab('m24', tab)).toBe(true);
  });

  it('reads a damaged or foreign value as no ids, and survives a storage that refuses writes', () => {
    expect(wasWrittenInThisTab('m1', storage({ 'partii.creator.writtenHere': '{not json' }))).toBe(false);
    expect(wasWrittenInThisTab('m1', storage({ 'partii.creator.writtenHere': '{"m1":true}' }))).toBe(false);
    const full: TabStore = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(() => markWrittenInThisTab('m1', full)).not.toThrow();
  });
});
