/** A credit of a sample statement: its FITID, amount as the bank writes it, day and description. */
export interface SampleCredit {
  readonly fitId: string;
  /** As the bank writes it: "843.00", "-50.00", "1066,67". */
  readonly amount: string;
  /** yyyyMMdd. */
  readonly day: string;
  readonly memo: string;
}

/**
 * An OFX 1.02 (SGML) bank statement as Brazilian banks export it: headers, then one tag per line,
 * leaf tags without their closing tag.
 */
export const sampleStatement = (lines: readonly SampleCredit[], account = { bank: '0341', number: '12345-6' }): string =>
  [
    'OFXHEADER:100',
    'DATA:OFXSGML',
    'VERSION:102',
    'SECURITY:NONE',
    'ENCODING:USASCII',
    'CHARSET:1252',
    'COMPRESSION:NONE',
    'OLDFILEUID:NONE',
    'NEWFILEUID:NONE',
    '',
    '<OFX>',
    '<SIGNONMSGSRSV1>',
    '<SONRS>',
    '<STATUS>',
    '<CODE>0',
    '<SEVERITY>INFO',
    '</STATUS>',
    '<DTSERVER>20261127120000[-3:BRT]',
    '<LANGUAGE>POR',
    '</SONRS>',
    '</SIGNONMSGSRSV1>',
    '<BANKMSGSRSV1>',
    '<STMTTRNRS>',
    '<TRNUID>1',
    '<STATUS>',
    '<CODE>0',
    '<SEVERITY>INFO',
    '</STATUS>',
    '<STMTRS>',
    '<CURDEF>BRL',
    '<BANKACCTFROM>',
    `<BANKID>${account.bank}`,
    `<ACCTID>${account.number}`,
    '<ACCTTYPE>CHECKING',
    '</BANKACCTFROM>',
    '<BANKTRANLIST>',
    '<DTSTART>20261101000000[-3:BRT]',
    '<DTEND>20261127000000[-3:BRT]',
    ...lines.flatMap((l) => [
      '<STMTTRN>',
      `<TRNTYPE>${l.amount.startsWith('-') ? 'DEBIT' : 'CREDIT'}`,
      `<DTPOSTED>${l.day}100000[-3:BRT]`,
      `<TRNAMT>${l.amount}`,
      `<FITID>${l.fitId}`,
      `<MEMO>${l.memo}`,
      '</STMTTRN>',
    ]),
    '</BANKTRANLIST>',
    '<LEDGERBAL>',
    '<BALAMT>0.00',
    '<DTASOF>20261127',
    '</LEDGERBAL>',
    '</STMTRS>',
    '</STMTTRNRS>',
    '</BANKMSGSRSV1>',
    '</OFX>',
    '',
  ].join('\r\n');
