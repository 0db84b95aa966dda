import { useLingui } from '@lingui/react/macro';
import type { ReleaseOverview, ReleaseVersionInfo } from '@portal/shared-contracts/settings';
import { Button, Flex, Tag, Typography, type TableColumnsType } from '@portal/shared-ui/components';
import { Tooltip } from '@portal/shared-ui/form-components';
import { formatDateTime } from '@portal/shared-ui';
import { shortCommit, STATE_TAGS } from './release-labels';

interface VersionActions {
  onPromote: (version: string) => void;
  onPreview: (version: string) => void;
}

/** The id of the element that lists what a version needs and does not get (its buttons' description). */
const unmetId = (overview: ReleaseOverview, version: ReleaseVersionInfo) =>
  `release-${overview.name}-${version.version}-unmet`;

/** An instant and who acted, or a dash. */
function WhenWho({ at, who }: { at: string | null; who: string | null }) {
  if (!at) return <>–</>;
  return (
    <>
      <time dateTime={at}>{formatDateTime(at)}</time>
      {who && (
        <Typography.Text type="secondary" style={{ display: 'block' }}>
          {who}
        </Typography.Text>
      )}
    </>
  );
}

/**
 * The columns of a target's kept versions: version, states, built at, git commit, uploaded and
 * promoted (when and by whom), unmet requirements and the actions. A version with unmet requirements
 * is neither promoted nor previewed: its buttons are disabled and described by the list of what it
 * misses; the live version is not promoted again, nor the version this session previews previewed.
 */
export function useReleaseVersionColumns(overview: ReleaseOverview, actions: VersionActions) {
  const { t, i18n } = useLingui();
  const columns: TableColumnsType<ReleaseVersionInfo> = [
    {
      title: t`Verze`,
      key: 'version',
      render: (_value, row) => <Typography.Text strong>{row.version}</Typography.Text>,
    },
    {
      title: t`Stav`,
      key: 'states',
      render: (_value, row) => (
        <Flex wrap gap={4}>
          {row.states.map((state) => {
            const tag = STATE_TAGS[state];
            const percent = overview.canary?.version === row.version ? overview.canary.percent : null;
            return (
              <Tag key={state} color={tag.color} style={{ marginInlineEnd: 0 }}>
                {state === 'canary' && percent !== null
                  ? t`Postupné nasazení ${percent} %`
                  : i18n._(tag.label)}
              </Tag>
            );
          })}
        </Flex>
      ),
    },
    {
      title: t`Sestaveno`,
      key: 'builtAt',
      render: (_value, row) =>
        row.builtAt ? <time dateTime={row.builtAt}>{formatDateTime(row.builtAt)}</time> : '–',
    },
    {
      title: t`Commit`,
      key: 'gitCommit',
      render: (_value, row) =>
        row.gitCommit ? (
          <span title={row.gitCommit}>
            <Typography.Text code>{shortCommit(row.gitCommit)}</Typography.Text>
          </span>
        ) : (
          '–'
        ),
    },
    {
      title: t`Nahráno`,
      key: 'uploaded',
      render: (_value, row) => <WhenWho at={row.uploadedAt} who={row.uploadedBy} />,
    },
    {
      title: t`Nasazeno`,
      key: 'promoted',
      render: (_value, row) => <WhenWho at={row.promotedAt} who={row.promotedBy} />,
    },
    {
      title: t`Požadavky`,
      key: 'unmet',
      render: (_value, row) =>
        row.unmet.length === 0 ? (
          <Typography.Text type="secondary">{t`Splněny`}</Typography.Text>
        ) : (
          <div id={unmetId(overview, row)}>
            <Typography.Text type="warning" strong>
              {t`Nesplněné požadavky:`}
            </Typography.Text>
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {row.unmet.map((problem) => (
                <li key={problem}>
                  <Typography.Text type="warning">{problem}</Typography.Text>
                </li>
              ))}
            </ul>
          </div>
        ),
    },
    {
      title: t`Akce`,
      key: 'actions',
      width: 200,
      render: (_value, row) => {
        const version = row.version;
        const blocked = row.unmet.length > 0;
        const blockedText = t`Verzi ${version} nelze nasadit ani vyzkoušet: nesplňuje požadavky.`;
        const describedBy = blocked ? unmetId(overview, row) : undefined;
        const isLive = overview.live === version;
        const isPreviewed = overview.preview === version;
        return (
          <Flex vertical gap={4} align="flex-start">
            {!isLive && (
              <Tooltip title={blocked ? blockedText : undefined}>
                <Button
                  size="small"
                  type="primary"
                  disabled={blocked}
                  aria-label={t`Nasadit verzi ${version}`}
                  aria-describedby={describedBy}
                  onClick={() => actions.onPromote(version)}
                >
                  {t`Nasadit`}
                </Button>
              </Tooltip>
            )}
            {isPreviewed ? (
              <Typography.Text type="secondary">{t`Zkoušíte ve svém prohlížeči`}</Typography.Text>
            ) : (
              !isLive && (
                <Tooltip title={blocked ? blockedText : undefined}>
                  <Button
                    size="small"
                    disabled={blocked}
                    aria-label={t`Vyzkoušet v mém prohlížeči verzi ${version}`}
                    aria-describedby={describedBy}
                    onClick={() => actions.onPreview(version)}
                  >
                    {t`Vyzkoušet v mém prohlížeči`}
                  </Button>
                </Tooltip>
              )
            )}
          </Flex>
        );
      },
    },
  ];
  return columns;
}
