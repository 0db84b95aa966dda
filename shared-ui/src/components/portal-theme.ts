import type { ThemeConfig } from 'antd';

/**
 * The portal's antd theme, set once for every screen of the shell and the remotes (issue 33, WCAG 2.2
 * AA): text at least 4.5:1 against its background, the parts of a control and the focus ring at
 * least 3:1. antd's defaults fall short in a few places, each raised here rather than per screen:
 * - links take `colorInfo` (antd's default blue, 4.1:1), so it is the portal's blue too (6.7:1);
 * - secondary, description and placeholder text (45 % and 25 % black: 3.4:1 and 1.8:1);
 * - the status colours as text and on their pale backgrounds (green 2.3:1, gold 1.9:1, red 3.3:1);
 * - the state tags' text, the palette's shade 7 on shade 1 (green 3.4:1, gold 2.8:1, orange 3.3:1),
 *   each under both its names: antd's CSS variable `--ant-green-7` is written from `green-7` too;
 * - input borders (1.4:1) and the focus ring (a 10 % tint).
 * portal-theme.test.ts measures each pair.
 */
export const PORTAL_THEME = {
  token: {
    borderRadius: 6,
    colorPrimary: '#0b5cad',
    colorInfo: '#0b5cad',
    colorLink: '#0b5cad',
    colorSuccess: '#237804',
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorWarning: '#874d00',
    colorWarningBg: '#fffbe6',
    colorWarningBorder: '#ffe58f',
    colorError: '#cf1322',
    colorErrorBg: '#fff1f0',
    colorErrorBorder: '#ffccc7',
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.58)',
    colorBorder: '#8c8c8c',
    controlOutline: '#0b5cad',
    controlOutlineWidth: 2,
    // The availability grid's free weeks are green outlined buttons: their text is shade 6.
    green6: '#237804',
    'green-6': '#237804',
    green7: '#237804',
    'green-7': '#237804',
    gold7: '#874d00',
    'gold-7': '#874d00',
    orange7: '#ad4e00',
    'orange-7': '#ad4e00',
    cyan7: '#006d75',
    'cyan-7': '#006d75',
    lime7: '#3f6600',
    'lime-7': '#3f6600',
    volcano7: '#ad2102',
    'volcano-7': '#ad2102',
    magenta7: '#9e1068',
    'magenta-7': '#9e1068',
    yellow7: '#614700',
    'yellow-7': '#614700',
  },
  components: {
    // A loading button keeps its colours: antd dims it to 65 %, white on the portal's blue falls to 3.2:1.
    Button: { opacityLoading: 1 },
  },
} satisfies ThemeConfig;

/**
 * The portal's theme when antd's styles come from the stylesheet the shell's build writes
 * (shared-ui/webpack/antd-stylesheet.cjs, from this very theme): components generate no styles at
 * run time (`zeroRuntime`), which was the largest part of a screen's first render after React
 * itself (docs/performance.md, "Start-up"), and their class names carry no theme hash, so the
 * stylesheet's selectors are plain antd class names. The theme's CSS variables are still set at
 * run time.
 */
export const PORTAL_STATIC_THEME = {
  ...PORTAL_THEME,
  hashed: false,
  zeroRuntime: true,
} satisfies ThemeConfig;

/**
 * The colours of the dashboards' chart series (impressions, clicks, money): graphical objects on
 * white, 3:1 at least (WCAG 1.4.11). Two series of one chart also differ by their mark (an area and
 * a line) and are named in the legend, so colour is never the only difference.
 */
export const CHART_COLORS = { impressions: '#0b5cad', clicks: '#d46b08', spend: '#08979c' } as const;
