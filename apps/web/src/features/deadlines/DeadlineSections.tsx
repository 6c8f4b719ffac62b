import { DeadlineSection, type DeadlineSectionProps } from './DeadlineSection';

export type DeadlineGroup = 'overdue' | 'upcoming' | 'completed';
const GROUPS: readonly DeadlineGroup[] = ['overdue', 'upcoming', 'completed'];
const COLORS: Record<DeadlineGroup, string> = { overdue: 'red', upcoming: 'blue', completed: 'green' };

type Props<T, I> = DeadlineSectionProps<T, I & { section: DeadlineGroup }>;
/** What every group shares (the list, its rows' key, the error title; columns and empty title unless a group has its own). */
type Shared<T, I> = Omit<Props<T, I>, 'title' | 'color' | 'input' | 'emptyTitle' | 'columns'> &
  Partial<Pick<Props<T, I>, 'emptyTitle' | 'columns'>>;
/** A group's own title and anything it sets apart. */
type Own<T, I> = { title: string } & Partial<Omit<Props<T, I>, 'title' | 'color' | 'input'>>;

/** A deadline screen's three groups of the same list: Overdue (red), Upcoming (blue), Completed (green). */
export function DeadlineSections<T, I>({
  shared,
  input,
  groups,
}: {
  shared: Shared<T, I>;
  input: I;
  groups: Record<DeadlineGroup, Own<T, I>>;
}) {
  return (
    <>
      {GROUPS.map((section) => {
        const props = { ...shared, color: COLORS[section], input: { ...input, section }, ...groups[section] };
        return <DeadlineSection key={section} {...(props as Props<T, I>)} />;
      })}
    </>
  );
}
