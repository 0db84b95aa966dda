import { FieldFrame, type FieldFrameProps } from '@portal/shared-ui/form';

/**
 * The kit's frame of a creative's or a landing page's part. A file upload or a note is several
 * controls (or none): then the label names the group, so a screen reader says which part it is in.
 */
export function PartFrame({ group = false, ...frame }: FieldFrameProps & { group?: boolean }) {
  return (
    <div
      data-field={frame.id}
      role={group ? 'group' : undefined}
      aria-labelledby={group ? `${frame.id}-label` : undefined}
    >
      <FieldFrame {...frame} />
    </div>
  );
}
