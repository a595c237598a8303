import { Button, Menu, Text } from '@mantine/core';
import { IconBraces } from '@tabler/icons-react';
import { TEMPLATE_VARIABLES, variableToken, type TemplateVariableName } from '../model/templateVariables';

export interface VariablesMenuProps {
  onInsert: (name: TemplateVariableName) => void;
}

/** "Insert variable": the one list of variables, each inserted where the caret was. */
export function VariablesMenu({ onInsert }: VariablesMenuProps) {
  return (
    // The field keeps its caret: the menu does not take the focus back from it on close.
    <Menu position="bottom-start" withinPortal returnFocus={false}>
      <Menu.Target>
        <Button size="compact-sm" variant="light" leftSection={<IconBraces size={14} aria-hidden />}>
          Insert variable
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {TEMPLATE_VARIABLES.map((variable) => (
          <Menu.Item key={variable.name} onClick={() => onInsert(variable.name)}>
            <Text size="sm">{variable.label}</Text>
            <Text size="xs" c="dimmed" ff="monospace">
              {variableToken(variable.name)}
            </Text>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
