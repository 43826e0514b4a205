import { describe, expect, it } from 'vitest';
import { amountInWords, indianNumberWords, paiseInWords } from './amount-in-words';
import { formatMoney, formatPaise, groupIndian } from './money-format';

describe('money formatting: ₹, en-IN grouping, configured decimals (service-documents §1, platform §9)', () => {
  it.each<[number, string]>([
    [0, '₹0.00'],
    [5, '₹5.00'],
    [999.5, '₹999.50'],
    [1000, '₹1,000.00'],
    [123456.78, '₹1,23,456.78'],
    [12345678.9, '₹1,23,45,678.90'],
    [1234567890.12, '₹1,23,45,67,890.12'],
    [-1234.5, '-₹1,234.50'],
    [0.1 + 0.2, '₹0.30'],
    [1.005, '₹1.01'],
  ])('%d → %s', (v, expected) => {
    expect(formatMoney(v)).toBe(expected);
  });

  it('matches Intl en-IN grouping for whole rupees', () => {
    for (const n of [1, 12, 123, 1234, 12345, 123456, 1234567, 12345678, 123456789]) {
      expect(formatMoney(n, { symbol: false, decimals: 0 })).toBe(new Intl.NumberFormat('en-IN').format(n));
    }
  });

  it('decimals and symbol are configurable; paise format exactly', () => {
    expect(formatMoney(1234.565, { decimals: 0 })).toBe('₹1,235');
    expect(formatMoney(19453.125, { decimals: 3, symbol: false })).toBe('19,453.125');
    expect(formatPaise(12345678)).toBe('₹1,23,456.78');
    expect(formatPaise(-5)).toBe('-₹0.05');
    expect(formatPaise(150, { decimals: 0 })).toBe('₹2');
    expect(groupIndian('100000')).toBe('1,00,000');
  });
});

describe('amount in words, Indian system (printed invoices)', () => {
  it.each<[number, string]>([
    [0, 'Rupees Zero Only'],
    [1, 'Rupees One Only'],
    [0.5, 'Rupees Zero and Fifty Paise Only'],
    [15, 'Rupees Fifteen Only'],
    [100, 'Rupees One Hundred Only'],
    [1180, 'Rupees One Thousand One Hundred Eighty Only'],
    [24900, 'Rupees Twenty Four Thousand Nine Hundred Only'],
    [100000, 'Rupees One Lakh Only'],
    [123456.78, 'Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Seventy Eight Paise Only'],
    [10000000, 'Rupees One Crore Only'],
    [
      99999999.99,
      'Rupees Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine and Ninety Nine Paise Only',
    ],
    [10000000000, 'Rupees One Thousand Crore Only'],
    [-20.05, 'Minus Rupees Twenty and Five Paise Only'],
  ])('%d → %s', (v, expected) => {
    expect(amountInWords(v)).toBe(expected);
  });

  it('words from paise and whole numbers', () => {
    expect(paiseInWords(101)).toBe('Rupees One and One Paise Only');
    expect(indianNumberWords(2_05_00_011)).toBe('Two Crore Five Lakh Eleven');
    expect(() => indianNumberWords(-1)).toThrow(RangeError);
  });
});
