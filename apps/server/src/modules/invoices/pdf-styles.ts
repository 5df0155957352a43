import { StyleSheet } from '@react-pdf/renderer';
import { FONT_STACK } from './fonts.ts';

export const palette = {
  brand: '#0f4c5c',
  accent: '#c9a227',
  ink: '#1f2933',
  muted: '#5f6b7a',
  line: '#d9e2ec',
  stripe: '#f4f7fa',
  panel: '#eef3f6',
  ok: '#1e7b4d',
  bad: '#b42318',
  warn: '#b54708',
  wait: '#475467',
} as const;

export const styles = StyleSheet.create({
  page: {
    fontFamily: FONT_STACK,
    fontSize: 9,
    color: palette.ink,
    paddingTop: 36,
    paddingHorizontal: 40,
    paddingBottom: 64,
  },
  header: { justifyContent: 'space-between', alignItems: 'flex-end' },
  brand: { fontSize: 16, fontWeight: 700, color: palette.brand },
  title: { fontSize: 18, fontWeight: 700, color: palette.ink },
  muted: { color: palette.muted },
  accent: {
    height: 3,
    backgroundColor: palette.brand,
    marginTop: 10,
    marginBottom: 18,
    borderBottomWidth: 1,
    borderBottomColor: palette.accent,
  },

  infoGrid: {
    flexWrap: 'wrap',
    backgroundColor: palette.panel,
    borderRadius: 4,
    paddingVertical: 8,
    paddingHorizontal: 12,
    marginBottom: 18,
  },
  infoCell: { width: '50%', paddingVertical: 4, paddingHorizontal: 2 },
  infoLabel: { fontSize: 8, color: palette.muted },
  infoValue: { fontSize: 10.5, fontWeight: 700 },

  table: { borderWidth: 1, borderColor: palette.line, borderRadius: 3, marginBottom: 14 },
  tr: { borderBottomWidth: 1, borderBottomColor: palette.line, alignItems: 'stretch' },
  thead: { backgroundColor: palette.brand, borderBottomWidth: 0 },
  th: { color: '#ffffff', fontWeight: 700, fontSize: 8, paddingVertical: 6, paddingHorizontal: 5 },
  td: { paddingVertical: 6, paddingHorizontal: 5, fontSize: 8.5 },
  stripe: { backgroundColor: palette.stripe },
  sub: { fontSize: 7.5, color: palette.muted },
  subLabel: { marginTop: 3 },
  caption: { fontSize: 7.5, color: palette.muted, marginBottom: 4 },
  currency: { marginHorizontal: 3 },

  totalsWrap: { marginBottom: 16 },
  totals: { width: 250, borderWidth: 1, borderColor: palette.line, borderRadius: 3 },
  totalRow: {
    justifyContent: 'space-between',
    paddingVertical: 5,
    paddingHorizontal: 10,
    borderBottomWidth: 1,
    borderBottomColor: palette.line,
  },
  totalStrong: { backgroundColor: palette.panel, borderBottomWidth: 0 },
  totalLabel: { color: palette.muted },
  totalValue: { fontWeight: 700 },
  totalLabelStrong: { fontSize: 10.5, fontWeight: 700 },
  totalValueStrong: { fontSize: 10.5, fontWeight: 700, color: palette.brand },

  note: { fontSize: 8, color: palette.muted, marginTop: 2 },

  footer: {
    position: 'absolute',
    bottom: 26,
    left: 40,
    right: 40,
    justifyContent: 'space-between',
    borderTopWidth: 1,
    borderTopColor: palette.line,
    paddingTop: 6,
  },
  footerText: { fontSize: 7.5, color: palette.muted },
});
