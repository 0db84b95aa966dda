import { theme } from 'antd';
import { CHART_COLORS, PORTAL_THEME } from './portal-theme';

/** WCAG 2.2's contrast ratio of two colours; a translucent foreground is laid over the background. */
function contrast(foreground: string, background: string): number {
  const rgba = (colour: string): number[] => {
    if (colour.startsWith('#'))
      return [1, 3, 5].map((at) => parseInt(colour.slice(at, at + 2), 16)).concat(1);
    return colour
      .match(/[\d.]+/g)!
      .map(Number)
      .concat(1)
      .slice(0, 4);
  };
  const [br, bg, bb] = rgba(background);
  const [fr, fg, fb, alpha] = rgba(foreground);
  const laid = [
    fr! * alpha! + br! * (1 - alpha!),
    fg! * alpha! + bg! * (1 - alpha!),
    fb! * alpha! + bb! * (1 - alpha!),
  ];
  const luminance = (rgb: number[]) => {
    const [r, g, b] = rgb.map((channel) => {
      const value = channel / 255;
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(laid), luminance([br!, bg!, bb!])].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

const token = theme.getDesignToken(PORTAL_THEME) as unknown as Record<string, string>;
const WHITE = '#ffffff';
/** antd's grey behind filters, table headers and the layout. */
const GREY = '#f5f5f5';

describe('the portal theme (WCAG 2.2 AA)', () => {
  it.each([
    ['links', 'colorLink', WHITE],
    ['links on grey', 'colorLink', GREY],
    ['body text', 'colorText', WHITE],
    ['secondary text', 'colorTextSecondary', WHITE],
    ['secondary text on grey', 'colorTextDescription', GREY],
    ['tertiary text', 'colorTextTertiary', WHITE],
    ['placeholders', 'colorTextPlaceholder', WHITE],
    ['success text', 'colorSuccess', WHITE],
    ['warning text', 'colorWarning', WHITE],
    ['error text', 'colorError', WHITE],
    ['primary', 'colorPrimary', WHITE],
  ])('%s stand out 4.5:1', (_, name, background) => {
    expect(contrast(token[name]!, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['Success', 'Warning', 'Error', 'Info'])(
    'a %s tag reads 4.5:1 on its pale background',
    (status) => {
      expect(contrast(token[`color${status}`]!, token[`color${status}Bg`]!)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each([
    'blue',
    'green',
    'gold',
    'orange',
    'red',
    'cyan',
    'lime',
    'volcano',
    'magenta',
    'purple',
    'geekblue',
    'yellow',
  ])('a %s tag reads 4.5:1 (shade 7 on shade 1)', (colour) => {
    expect(contrast(token[`${colour}7`]!, token[`${colour}1`]!)).toBeGreaterThanOrEqual(4.5);
  });

  it("keeps a green button's text (shade 6) at 4.5:1, under both names antd reads", () => {
    expect(contrast(token.green6!, WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(token['green-6']).toBe(token.green6);
  });

  it('gives each raised tag colour under both names, as antd writes its CSS variable from either', () => {
    for (const colour of ['green', 'gold', 'orange', 'cyan', 'lime', 'volcano', 'magenta', 'yellow'])
      expect(token[`${colour}-7`]).toBe(token[`${colour}7`]);
  });

  it('keeps white text on the primary and the danger buttons at 4.5:1', () => {
    expect(contrast(WHITE, token.colorPrimary!)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(WHITE, token.colorError!)).toBeGreaterThanOrEqual(4.5);
  });

  it('shows input borders and the focus ring at 3:1', () => {
    expect(contrast(token.colorBorder!, WHITE)).toBeGreaterThanOrEqual(3);
    expect(contrast(token.controlOutline!, WHITE)).toBeGreaterThanOrEqual(3);
  });

  it.each(Object.entries(CHART_COLORS))('the %s series of a chart stands out 3:1 on white', (_, colour) => {
    expect(contrast(colour, WHITE)).toBeGreaterThanOrEqual(3);
  });
});
