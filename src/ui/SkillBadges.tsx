import { Badge, Group, type BadgeProps, type GroupProps } from '@mantine/core';

export interface SkillBadgesProps extends Omit<GroupProps, 'children'> {
  skills: readonly string[];
  /** Show at most this many (cards keep to one or two rows). */
  max?: number;
  /** The look of each badge. */
  badge?: BadgeProps;
}

/** A job's or a candidate's skills as a row of badges, written as typed (no upper-casing). */
export function SkillBadges({ skills, max, badge, ...group }: SkillBadgesProps) {
  return (
    <Group {...group}>
      {skills.slice(0, max).map((skill) => (
        <Badge key={skill} style={{ textTransform: 'none' }} {...badge}>
          {skill}
        </Badge>
      ))}
    </Group>
  );
}
