import { useLingui } from '@lingui/react/macro';
import { Button, Typography } from '@portal/shared-ui/components';
import { useId, useState } from 'react';

/**
 * A category's text (spec: product list): the short description, expandable to the full one. With
 * only one of them, that one is shown without the toggle.
 */
export function ShowMoreText({ short, full }: { short: string | null; full: string | null }) {
  const { t } = useLingui();
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const shortText = short?.trim() || null;
  const fullText = full?.trim() || null;
  if (!shortText && !fullText) return null;
  const expandable = !!shortText && !!fullText && shortText !== fullText;
  return (
    <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
      <span id={id}>{expanded || !shortText ? fullText : shortText}</span>
      {expandable && (
        <Button
          type="link"
          size="small"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t`Zobrazit méně` : t`Zobrazit více`}
        </Button>
      )}
    </Typography.Paragraph>
  );
}
