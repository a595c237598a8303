import type { ReactNode } from 'react';
import { Tabs } from '@mantine/core';

export interface TabOption<TValue extends string> {
  value: TValue;
  label: ReactNode;
}

export interface TabBarProps<TValue extends string> {
  tabs: readonly TabOption<TValue>[];
  value: TValue;
  onChange: (value: TValue) => void;
}

/** Tabs that filter the list below them (the list is not a tab panel, so only the bar is drawn). */
export function TabBar<TValue extends string>({ tabs, value, onChange }: TabBarProps<TValue>) {
  return (
    // Mantine passes null only when the active tab is clicked again with allowTabDeactivation.
    <Tabs value={value} onChange={(next) => next !== null && onChange(next as TValue)}>
      <Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
