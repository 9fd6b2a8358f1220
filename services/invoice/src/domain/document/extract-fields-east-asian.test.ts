/**
 * Japanese, Chinese and Korean receipts print their labels in their own script only: the sum as '合計', '合计' or '합계',
 * the subtotal as '小計' or '소계', the number as 'レシートNo.', '发票号码' or '영수증 번호', and the date as '2025年3月7日' or
 * '2025년 3월 7일'.
 */
import { describe, expect, it } from 'vitest';
import { findDates } from '../dates.ts';
import { describeFieldsCases } from '../testing/expect-fields.ts';

describe('Japanese, Chinese and Korean dates', () => {
  it.each([
    ['2025年3月7日(金) 09:30', '2025-03-07'],
    ['2024 年 12 月 31 日', '2024-12-31'],
    ['令和7年11月8日', '2025-11-08'],
    ['令和元年5月1日', '2019-05-01'],
    ['2025년 3월 7일', '2025-03-07'],
  ])('reads "%s" as %s', (text, iso) => {
    expect(findDates(text)[0]?.iso).toBe(iso);
  });
});

describeFieldsCases({
  'Japanese receipts': [
    {
      name: 'reads 合計 as the total, 小計 as the subtotal, レシートNo. as the number and the 年月日 date',
      lines: [
        'ドラッグストア みどり',
        '2025年03月07日(金) 09:30',
        'レジ 01  担当 田中',
        'レシートNo. 0912',
        '  歯ブラシ            ¥220',
        '  洗剤 2点            ¥640',
        '  小計                ¥860',
        '  合計                ¥860',
        '  お預り            ¥1,000',
        '  お釣り              ¥140',
      ],
      values: { invoiceNumber: '0912', issueDate: '2025-03-07' },
      amounts: { total: 860, subtotal: 860 },
    },
  ],
  'Chinese and Korean receipts': [
    {
      name: 'reads 合计 after a full-width colon as the total, 小计 as the subtotal and 发票号码 as the number',
      lines: ['茶香小馆', '发票号码：04412208', '日期：2025-03-07', '小计：¥56.00', '合计：¥56.00'],
      values: { invoiceNumber: '04412208', issueDate: '2025-03-07' },
      amounts: { total: 56, subtotal: 56 },
    },
    {
      name: 'reads 합계 as the total, 소계 as the subtotal and 영수증 번호 as the number',
      lines: ['한빛 베이커리', '영수증 번호: 0341', '2025년 3월 7일 10:15', '소계      ₩12,000', '합계      ₩12,000'],
      values: { invoiceNumber: '0341', issueDate: '2025-03-07' },
      amounts: { total: 12000, subtotal: 12000 },
    },
  ],
});
