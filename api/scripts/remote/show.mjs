// How `pnpm remote` writes what the portal answered: plain lines for a developer's terminal.

/** How many history steps `list` shows (the portal keeps more). */
const HISTORY_LINES = 8;

/** An ISO instant as "2026-11-27 10:00 UTC". */
export const when = (iso) => (iso ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : '—');

export function formatBytes(bytes) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Rows as columns padded to their widest cell (the last one not padded). */
function table(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  return rows.map((row) =>
    row
      .map((cell, column) => (column === row.length - 1 ? String(cell) : String(cell).padEnd(widths[column])))
      .join('  '),
  );
}

function historyLine(entry) {
  const version = entry.version ?? '';
  const what = {
    uploaded: `uploaded ${version}`,
    promoted: `promoted ${version}${entry.fromVersion ? ` (was ${entry.fromVersion})` : ''}`,
    'rolled-back': `rolled back to ${version}${entry.fromVersion ? ` (was ${entry.fromVersion})` : ''}`,
    staged: `staged ${version}${entry.percent != null ? ` for ${entry.percent} % of users` : ''}`,
    'stage-ended': `ended the staged release${version ? ` of ${version}` : ''}`,
    previewed: `previewed ${version}`,
    'preview-ended': `ended a preview${version ? ` of ${version}` : ''}`,
  }[entry.action];
  return `${when(entry.at)}  ${what ?? `${entry.action} ${version}`}  by ${entry.actor}`;
}

/** The lines of `pnpm remote list`: what is live, previous, staged; the versions; the recent history. */
export function overviewLines(overview, portal) {
  const lines = [
    `${overview.name} at ${portal}`,
    `Live:     ${overview.live ?? 'none'}`,
    `Previous: ${overview.previous ?? 'none'}`,
    `Staged:   ${overview.canary ? `${overview.canary.version} for ${overview.canary.percent} % of users` : 'none'}`,
    '',
  ];
  if (overview.versions.length === 0) lines.push('No versions released yet.');
  else {
    lines.push(`Versions (${overview.versions.length}, newest first):`);
    const rows = [['VERSION', 'STATES', 'UPLOADED', 'BY', 'FILES', 'SIZE', 'UNMET']];
    for (const version of overview.versions)
      rows.push([
        version.version,
        version.states.join(','),
        when(version.uploadedAt),
        version.uploadedBy,
        version.fileCount,
        formatBytes(version.byteSize),
        version.unmet.length,
      ]);
    lines.push(...table(rows).map((line) => `  ${line}`));
    const unmet = overview.versions.filter((version) => version.unmet.length > 0);
    if (unmet.length) {
      lines.push('', 'Unmet needs (the portal would refuse to run these now):');
      for (const version of unmet)
        for (const text of version.unmet) lines.push(`  ${version.version}: ${text}`);
    }
  }
  if (overview.history.length) {
    lines.push('', 'Recent history (newest first):');
    for (const entry of overview.history.slice(0, HISTORY_LINES)) lines.push(`  ${historyLine(entry)}`);
  }
  return lines;
}
