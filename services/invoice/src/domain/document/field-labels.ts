/**
 * The labels invoices, receipts, bills and statements print before their header fields, in the
 * wording seen across US vendor invoices, property-management statements, utility bills and
 * receipts from other countries (Malaysian GST receipts print 'TOTAL SALES (INCLUSIVE OF GST)',
 * 'Total Rounded', 'Jumlah'), and the German and French wording of European invoices
 * (Rechnungsnummer, Bruttosumme, Zahlbetrag, Fälligkeitsdatum; Numéro de facture, Total TTC, Net à
 * payer, Date d'échéance), and an insurer's premium bill (Nettobeitrag, Versicherungsteuer, Zu zahlender
 * Jahresbeitrag; Net premium, Insurance Premium Tax, Total premium; Prime TTC). A higher `rank` wins when a
 * document prints several labels for one field (a receipt's 'Total Rounded' over its 'Total Sales (Excluding GST)').
 */

export type MoneyFieldName = 'subtotal' | 'tax' | 'total' | 'balance';
export type DateFieldName = 'issueDate' | 'dueDate' | 'servicePeriod';

export interface Label<F extends string> {
  field: F;
  pattern: RegExp;
  rank: number;
}

// Words after 'total' that make it a partial total, never the document's total.
const PARTIAL_TOTAL =
  /^(?:\s*(?:amount\s+)?(?:ht\b|htva\b|hors|net\b(?!\s+[àa]\s+payer)|netto|ohne|exkl|zzgl|der\s+(?:zu|ab)schl|excl|exclusive|excluding|before|w\/o|without|qty|quantity|items?|savings|discount|tendered|paid|gst|tax|vat|sst|income|operating|expenses?|receipts|disbursements|rent|fees|labou?r|materials|parts|hours|units|payments?|credits?|charges\s+and\s+credits|sales\s*\(excl|iva\b|igv\b|il[íi]quido|imponible|impuestos?\b|impostos?\b|imposte\b))/i;

export const MONEY_LABELS: readonly Label<MoneyFieldName>[] = [
  {
    field: 'total',
    pattern:
      /^(?:grand\s+total|total\s+rounded|rounded\s+total|total\s+payable|nett\s+total|total\s+nett|net\s+amount\s+payable|amount\s+payable|jumlah(?!\s+kecil)(?:\s+besar)?(?:\s+\(rm\))?|gross\s+total|total\s+gross|gesamtbetrag\s+brutto|brutto(?:summe|betrag|rechnungsbetrag)|gesamtpreis\s+brutto|rechnungs(?:summe|betrag)\s+brutto|gesamtsumme|endsumme|endbetrag|rechnungsendbetrag|summe\s+gesamt|total\s+ttc|montant\s+ttc|montant\s+total\s+(?:brut|ttc)|total\s+zu\s+(?:be)?zahlen|total\s+to\s+pay|total\s+[àa]\s+payer|total\s+a\s+pagar|totale\s+da\s+pagare)(?![a-zà-ÿ])/i,
    rank: 5,
  },
  {
    field: 'total',
    pattern:
      /^(?:total\s+(?:sales\s+)?\(?incl(?:usive|uding|\.)?\s+(?:of\s+)?(?:gst|tax|vat|sst)\)?|total\s+(?:amount\s+)?due|invoice\s+total|order\s+total|batch\s+total|bill\s+total|check\s+total|sale\s+total|total\s+invoice(?:\s+amount)?|total\s+amount|total\s+\((?:rm|usd|\$)\)|total\s+current\s+charges|total\s+charges|total\s+this\s+invoice|amount\s+of\s+invoice|gesamtbetrag(?!\s+(?:der|netto|ohne|exkl|zzgl))|betrag\s+(?:gesamt|brutto)|rechnungsbetrag|rechnungsbeitrag|rechnungssumme(?!\s+(?:netto|ohne|exkl|zzgl))|invoice\s+amount|betrag\s+inkl\.?(?:usive)?\s+(?:mwst|ust)|montant\s+de\s+la\s+facture|zu\s+zahlender?\s+(?:jahres|gesamt|monats|quartals|halbjahres)?beitrag|bruttobeitrag|beitrag\s+(?:brutto|inkl\.?(?:usive)?\s+versicherungs?steuer)|total\s+(?:annual\s+)?premium\s+(?:due|payable|incl(?:uding|\.)?\s+(?:ipt|tax))|(?:annual\s+)?premium\s+(?:due|payable)|prime\s+(?:totale|ttc|[àa]\s+payer)|cotisation\s+(?:totale|ttc|[àa]\s+payer)|montant\s+total(?!\s+(?:net|ht))|net\s+amt\.?|net\s+payable|tax\s+inclusive\s+amount|valor\s+total|importe\s+total|importo\s+totale|totale\s+(?:complessivo|documento|fattura)|amount\s+(?:incl(?:uding|\.)?|with)\s+(?:vat|tax|gst))(?![a-zà-ÿ])/i,
    rank: 4,
  },
  { field: 'total', pattern: /^(?:invoice\s+)?total\b(?!s)/i, rank: 3 },
  // Japanese tills: '合計' (the sum), '合計金額', 'お買上合計', 'ご請求金額'; '合計点数' counts the items. Chinese ones print
  // '合计' or '总计', Korean ones '합계' or '총액'.
  {
    field: 'total',
    pattern:
      /^(?:(?:合計金額|総合計|お買上げ?合計|ご請求金額|お会計|合计金额|总计|總計|합계\s*금액|총\s*금액|총액)|(?:合計|合计|합계)(?!点|数|件|수량))(?:\s*：)?/u,
    rank: 4,
  },
  { field: 'subtotal', pattern: /^(?:小計|小计|소계)(?:\s*：)?/u, rank: 4 },
  // A bare 'Brutto' or 'Gross amount' may come before a discount: no stronger than a bare 'Total' printed after it.
  { field: 'total', pattern: /^(?:brutto|(?:total\s+)?gross\s+amount)(?:\s+(?:eur|chf|€))?(?![\p{L}])/iu, rank: 3 },
  // A till receipt's bare sum: 'SUMME EUR  9,20', 'Somme  18,95', 'Suma  81.00'.
  {
    field: 'total',
    pattern:
      /^(?:summe|somme|suma|totale|totaal)(?!\s+(?:ohne|netto|exkl|zzgl|der|aller|positionen)(?![\p{L}]))(?:\s+(?:eur|chf|€))?(?![\p{L}])/iu,
    rank: 3,
  },
  // The same in Nordic, Polish, Czech, Turkish, Finnish and Hungarian tills: 'Totalt', 'Summa', 'I alt', 'SUMA PLN',
  // 'Razem', 'Celkem', 'Toplam', 'Yhteensä', 'Összesen'; never the total before or of the tax ('Summa exkl. moms').
  {
    field: 'total',
    pattern:
      /^(?:totalt|summa|i\s+alt|razem|celkem|(?:genel\s+)?toplam|yhteensä|összesen)(?!\s*(?:exkl|excl|ex\.|netto|bez|moms|mva|vat|ptu|dph|kdv|alv|áfa)(?![\p{L}]))(?:\s+(?:kr|sek|nok|dkk|pln|zł|czk|kč|tl|try|huf|ft|eur|€))?(?![\p{L}])/iu,
    rank: 3,
  },
  // A craftsman's bill under its 'Netto' and 'MwSt.' lines: 'Gesamt  839,43 €', 'Gesamt (brutto)', 'Summe brutto'.
  {
    field: 'total',
    pattern:
      /^(?:gesamt(?:\s*\(?brutto\)?)?(?!\s*\(?(?:netto|ohne|exkl|zzgl|der|mwst|ust|steuer|menge|stunden|std)\b)|summe\s+brutto|total\s+(?:tvac|tva\s+comprise))(?:\s+(?:eur|chf|€))?(?![\p{L}])/iu,
    rank: 4,
  },
  {
    field: 'subtotal',
    pattern:
      /^(?:sub[-\s]?total|nettobeitrag|net\s+premium|prime\s+(?:nette|ht)|total\s+sales\s*\(?excl(?:usive|uding|\.)?(?:\s+of)?\s+(?:gst|tax|sst|vat)\)?|total\s+(?:excl(?:uding|\.)?|before)\s+(?:gst|tax|vat)|amount\s+before\s+tax|net\s+amount|net\s+total|total\s+net\b|gesamtbetrag\s+netto|gesamt\s+netto|rechnungssumme\s+(?:netto|ohne)|netto(?:betrag|summe)|summe\s+netto|positionssumme|zwischensumme|jumlah\s+kecil|total\s+ht|line\s+extension\s+amount|tax\s+exclusive\s+amount|untaxed\s+amount|sum\s+of\s+(?:invoice\s+)?line\s+net\s+amounts?|summe\s+(?:aller\s+)?positionen|gesamtbetrag\s+(?:ohne|exkl)|montant\s+(?:total\s+)?(?:net(?!\s+[àa]\s+payer)|ht)|sous[-\s]total)(?![a-zà-ÿ])/i,
    rank: 4,
  },
  {
    field: 'tax',
    pattern:
      /^(?:total\s+)?(?:(?:state|local|county|city|combined)\s+)?(?:sales\s+)?(?:tax(?:es)?|gst|sst|vat|hst|pst|tva)\b(?!\s+(?:id|no|reg|invoice|number|#|identifier|clause))|^cukai\b|^service\s+tax\b|^versicherung(?:s)?steuer\b|^insurance\s+premium\s+tax\b|^(?:steuerbetrag|umsatzsteuer|mehrwertsteuer|mwst|ust)\b(?![-.\s]*id)|^montant\s+(?:de\s+la\s+)?tva/i,
    rank: 4,
  },
  {
    field: 'balance',
    pattern:
      /^(?:balance\s+due|amount\s+due|payable\s+amount|f[äa]lliger\s+(?:zahlungs)?betrag|total\s+balance\s+due|please\s+pay|amount\s+owed|balance\s+owing|new\s+balance|current\s+balance\s+due|pay\s+this\s+amount|amount\s+to\s+(?:pay|be\s+paid)|due\s+payable|zahlbetrag|zu\s+zahlen(?:der\s+betrag)?|offener\s+betrag|restbetrag|(?:montant\s+|total\s+)?net\s+[àa]\s+payer|montant\s+[àa]\s+r[ée]gler|reste\s+d[ûu]|solde\s+à\s+payer|reste\s+à\s+payer|montant\s+(?:à\s+payer|dû)|residual(?:\s+amount)?|valor\s+a\s+pagar|importe\s+a\s+pagar|netto\s+a\s+pagare|remaining\s+(?:balance|amount)|balance\s+remaining|restant\s+dû|montant\s+restant(?:\s+dû)?)(?![a-zà-ÿ])/i,
    rank: 4,
  },
  {
    field: 'balance',
    pattern: /^(?:ending|closing)\s+(?:cash\s+)?balance\b|^balance\b(?!\s+(?:(?:brought|carried)\s+)?forward|\s+b\/f)/i,
    rank: 2,
  },
  // What is left to pay in Nordic, Polish, Czech, Turkish, Finnish, Hungarian and Dutch: 'Att betala', 'Å betale', 'At
  // betale', 'Do zapłaty', 'K úhradě', 'Ödenecek tutar', 'Maksettava', 'Fizetendő', 'Te betalen'.
  {
    field: 'balance',
    pattern:
      /^(?:att\s+betala|å\s+betale|at\s+betale|do\s+zapłaty|k\s+(?:úhradě|platbě|zaplacení)|ödenecek(?:\s+tutar)?|maksettava|fizetendő|te\s+betalen)(?![\p{L}])/iu,
    rank: 4,
  },
  // A contractor's payment application (AIA G702-style) numbers its summary lines: '8. CURRENT PAYMENT DUE'.
  { field: 'balance', pattern: /^(?:\d{1,2}\.\s*)?current\s+payment\s+due\b/i, rank: 4 },
  // A grocery till's 'BAL' cell on its tax line ('**** TAX  .65  BAL  19.41') is the amount to pay.
  { field: 'balance', pattern: /^bal\.?\s*$/i, rank: 4 },
];

// A credit note's own total: 'Total credit', 'Credit total', 'Amount credited', 'Gutschriftsbetrag', 'Montant de
// l'avoir'.
export const CREDIT_NOTE_TOTAL =
  /^(?:total\s+(?:credit|refund)(?:\s+(?:note\s+)?amount)?|credit\s+(?:note\s+)?total|amount\s+(?:credited|refunded)|credit\s+amount|gutschrifts?(?:betrag|summe)|montant\s+(?:total\s+)?de\s+l['’]avoir|total\s+(?:de\s+l['’])?avoir)(?![\p{L}])/iu;

/** A title that makes the document a credit note, whose totals are credits. */
export const CREDIT_NOTE_TITLE = /^(?:credit\s+(?:note|memo)|gutschrift|avoir)(?![\p{L}])/iu;

/**
 * What a receipt says was paid ('Amount paid  $49.00', 'Total paid'): its total when it prints no other, never on an
 * invoice that prints a total or an amount still due.
 */
export const AMOUNT_PAID =
  /^(?:amount\s+paid|total\s+paid|paid\s+amount|payment\s+received(?:\s+today)?|montant\s+payé|bezahlt(?:er\s+betrag)?)(?![\p{L}])/iu;

/**
 * An amount owed before this document and carried onto it ('Balance brought forward', 'Previous balance',
 * 'Ausstehende Forderung', 'Solde antérieur'): part of the amount to pay, never of the document's own total.
 */
export const EARLIER_BALANCE =
  /^(?:balance\s+(?:brought\s+|carried\s+)?forward|balance\s+b\/f|previous\s+balance|opening\s+balance|arrears|ausstehende\s+forderung(?:en)?|offene\s+(?:zahlungen|posten|forderungen)|saldovortrag|vortrag|solde\s+(?:antérieur|précédent|reporté))(?![\p{L}])/iu;

/** True for 'Total Sales (Excluding GST)', 'Total Qty', 'Total income': totals of a part, not of the document. */
export function isPartialTotal(label: string): boolean {
  const rest = /^(?:invoice\s+|grand\s+)?total\b/i.exec(label);
  const after = rest ? label.slice(rest[0].length).replace(/^[\s:(]+/, '') : '';
  return rest !== null && PARTIAL_TOTAL.test(after) && !TAX_INCLUDED.test(after);
}

// The tax named before the word that includes it: 'TOTAL (IVA incl.)', 'Total VAT included', 'Total TVA incluse',
// 'Total GST 10% inclusive', 'Total IVA incluído': the whole, not the tax.
const TAX_INCLUDED =
  /^(?:tax|vat|gst|hst|iva|igv|tva|mwst|ust|btw|sst)\.?\s*(?:\d+(?:[.,]\d+)?\s*%\s*)?(?:incl|inkl|inclu|inclus)/i;

export const NUMBER_LABELS: readonly { pattern: RegExp; rank: number }[] = [
  {
    pattern:
      /^(?:(?:our|your)\s+)?(?:tax\s+|batch\s+|final\s+|interim\s+|commercial\s+)?invoice\s*(?:no\.?|number|num\.?|#|id|ref(?:erence)?\.?)?\s*[:#.]?\s*/i,
    rank: 6,
  },
  { pattern: /^inv\.?\s*(?:no\.?|number|num\.?|#)\s*[:#.]?\s*/i, rank: 6 },
  // One number for a ticket that is also the bill: 'Service Ticket / Invoice: NS-55870', 'Work Order/Invoice # 3310',
  // 'Statement / Invoice #PS-00931'.
  {
    pattern:
      /^(?:(?:service\s+)?ticket|work\s+order|job|statement|receipt)\s*\/\s*invoice\s*(?:no\.?|number|num\.?|#)?\s*[:#.]?\s*/i,
    rank: 6,
  },
  // German and French: 'Rechnungsnummer', 'Rechnungs-Nr.', 'Rechnung Nr.', 'Handelsrechnung (380) Nr.',
  // 'Gutschriftsnummer', 'Numéro de facture', 'Facture N°'.
  {
    pattern:
      /^(?:rechnungs[-\s]?(?:nummer|nr\.?)|beleg[-\s]?(?:nummer|nr\.?)|gutschrifts?[-\s]?(?:nummer|nr\.?)|num[ée]ro\s+de\s+(?:la\s+)?(?:facture|l['’]avoir)|n[°o]\s*(?:de\s+)?facture)\s*[:#.]?\s*/i,
    rank: 6,
  },
  // Italian, Spanish, Portuguese and Dutch: 'Fattura n. 143/2025', 'Factura n.º: A-2025/0462',
  // 'Fatura n.º FR 2025/118', 'Nota Fiscal nº 4410', 'Factuurnummer:', 'Factuur nr.', 'Número de factura',
  // 'No. de Factura:'.
  {
    pattern:
      /^(?:(?:fattura|factura|fatura|factuur|nota\s+fiscal)[-\s]*(?:n(?:[.\s]*[°º])?\.?|nr\.?|no\.?|n[úu]m\.?|n[úu]mero|nummer)(?!\p{L})|factuurnummer|creditnotanummer|creditnota\s+(?:nr\.?|nummer)|comp(?:robante)?\.?\s*(?:nro\.?|n[°º]\.?)|factura\s+electr[óo]nica(?:\s+de\s+venta)?\s+(?:no\.?|n[°º]\.?|nro\.?)|(?:n[úu]mero|n[úu]m\.|no\.|n\.?\s*[°º]\.?)\s*(?:de\s+|da\s+|della\s+)?(?:factura|fattura|fatura))\s*[:#.]?\s*/iu,
    rank: 6,
  },
  // A title word counts only with a number marker or an identifier after it: 'Rechnung RE1001', 'Avoir AV-2017-0005',
  // 'Facture numéro : 12', 'CREDIT MEMO  CM-00318', never a lone 'RECHNUNG'.
  {
    pattern:
      /^(?:(?:handels|schluss|teil|storno|abschlags|korrektur|sammel)?rechnung(?:skorrektur)?|gutschrift|facture|avoir|credit\s+(?:note|memo)|fatura(?:[-\s]recibo)?|factura(?:\s+simplificada)?|fattura|factuur)(?![\p{L}])\s*(?:\(\d+\)\s*)?(?:-?\s*(?:nr\.?|nummer|num[ée]ro|n[°o]\.?|#)\s*[:.]?\s*|(?=\p{L}*[-\d]))/iu,
    rank: 6,
  },
  // A restaurant's 'Note n° 3318', a diner's 'Guest Check No.', an Italian till's 'Documento n.' or 'Scontrino n.'
  // (the Italian 'n.' marker needs its full stop, so 'Documento normale' stays a word).
  {
    pattern:
      /^(?:bill|receipt|rcpt\.?|quittungs?|document|doc\.?|documento|scontrino|ricevuta|recibo|cash\s+bill|faktur|no\.?\s+resit|resit|cash\s+sale|nfc-?e|nf-?e|nfs-?e|credit\s+note|credit\s+memo|o\.?r\.?|official\s+receipt|slip|ticket|(?:guest\s+|sales\s+)?check|cheque|chk|folio|voucher|docket|(?:kassen)?bon|nota|note|struk|boleta(?:\s+de\s+venta)?(?:\s+electr[óo]nica)?|factura|s\.?i\.?|re[çc]u|extrato|cupom(?:\s+fiscal)?|cf-?e(?:-?sat)?)[-\s]*(?:no\.?|nr\.?|nro\.?|number|nummer|num\.?|n[°º]\.?|n\.|#)\s*[:#.]?\s*/i,
    rank: 5,
  },
  // Nordic, Polish, Czech, Turkish, Finnish and Hungarian receipts: 'Kvitto nr', 'Kvitteringsnr.', 'Kuitti nro',
  // 'Paragon fiskalny nr', 'Nr paragonu', 'Účtenka č.', 'Číslo dokladu', 'Fiş No', 'Nyugtaszám'.
  {
    pattern:
      /^(?:kvitto(?:nummer|\s*nr\.?)|kvittering(?:snummer|snr\.?|\s*nr\.?)|kuitti(?:numero|\s*nro\.?)|paragon(?:\s+fiskalny)?\s*nr\.?|nr\.?\s+paragonu|(?:účtenka|doklad)\s*č\.?|číslo\s+(?:účtenky|dokladu)|fiş\s*no\.?|nyugtaszám)\s*[:#.]?\s*/iu,
    rank: 5,
  },
  // Their invoices: 'Faktura nr', 'Faktura VAT nr FV/2025/11/0012', 'Fakturanummer', 'Fakturanr.', 'Číslo faktury'.
  {
    pattern:
      /^(?:faktura(?:\s+vat)?\s*(?:nr\.?|nummer|no\.?|č\.?)|fakturanummer|fakturanr\.?|číslo\s+faktury)\s*[:#.]?\s*/iu,
    rank: 6,
  },
  // Japanese: 'レシートNo. 4821', '領収書番号', '伝票番号'; Chinese '小票号', '单号'; Korean '영수증 번호'.
  {
    pattern: /^(?:(?:レシート|領収[書証]?|伝票)\s*(?:no\.?|番号|#)|小票号|单号|單號|영수증\s*번호)\s*[:#.：]?\s*/iu,
    rank: 5,
  },
  // A Chinese invoice's own number: '发票号码', '發票號碼'.
  { pattern: /^(?:发票号码|發票號碼)\s*[:#.：]?\s*/u, rank: 6 },
  // The marker before the word, as French, Spanish and Portuguese tills print it: 'N° de ticket : 000417', 'Número de
  // recibo', 'Nº boleta'. A card's 'Nº operación' or 'N° de transaction' numbers the payment, not the receipt.
  {
    pattern:
      /^(?:n[°º]\.?|no\.?|num[ée]ro|n[úu]mero|nro\.?)\s*(?:de\s+|du\s+|del\s+|da\s+|do\s+)?(?:ticket|re[çc]u|recibo|boleta|comprobante|quittung|scontrino|ricevuta|docket)(?![\p{L}])\s*[:#.]?\s*/iu,
    rank: 5,
  },
  // The same words without a number marker, when an identifier follows at once: 'Receipt: 00021-774', 'Chk 10448',
  // 'Folio: A-33812', 'No. Nota : SR-240518-0093', 'No. Transaksi : TRX/2025/06/00417'.
  {
    pattern:
      /^(?:no\.?\s*)?(?:receipt|resit|ticket|check|chk|folio|voucher|docket|recibo|nota|struk|boleta|factura|(?:kassen)?bon|beleg|rcpt|transaction|transaksi|faktur|kwitansi)\s*[:#.]?\s*(?=[A-Z]{0,4}[-/]?\d)/i,
    rank: 5,
  },
  {
    pattern:
      /^(?:(?:transaction|trans\.?|tran|txn|sale|order)\s*(?:no\.?|number|num\.?|#|id)|transactie(?:nummer|nr\.?)|transaktions(?:nummer|[-\s]?nr\.?))\s*[:#.]?\s*/i,
    rank: 4,
  },
  // A US till's transaction number without a marker, beside its store and register numbers: 'TRANS 58812'.
  { pattern: /^(?:trans|txn|tran)\.?\s*(?=\d)/i, rank: 4 },
  // A till's 'Order: 2291' numbers the sale when nothing else does; an invoice's own number outranks it.
  { pattern: /^order\s*[:#.]?\s*(?=[A-Z]{0,4}[-/]?\d)/i, rank: 2 },
  {
    pattern: /^(?:owner\s+)?(?:statement|report|packet)\s*(?:no\.?|number|num\.?|#|id|ref(?:erence)?\.?)\s*[:#.]?\s*/i,
    rank: 4,
  },
  { pattern: /^(?:owner\s+)?statement\s*:\s*(?=[A-Z]*[-\d])/i, rank: 3 },
  { pattern: /^(?:ref(?:erence)?|r[ée]f(?:[ée]rence)?|our\s+ref\.?)\s*(?:no\.?|number|#)?\s*[:#.]?\s*/i, rank: 3 },
  // A bare 'No.' before a number and a comma is a street address ('NO. 23, JALAN MERDEKA 4').
  { pattern: /^(?:no\.?|n[°º]\.?|#)\s*[:.]?\s*(?=[A-Z]*[-/]?\d)(?![A-Z]?\d+[A-Z]?\s*,)/i, rank: 1 },
];

export const DATE_LABELS: readonly Label<DateFieldName>[] = [
  {
    field: 'issueDate',
    pattern:
      /^(?:invoice\s+date|date\s+of\s+invoice|invoice\s+dt\.?|date\s+issued|issue\s+date|issued(?:\s+on)?|statement\s+date|bill(?:ing)?\s+date|report\s+date|receipt\s+date|tarikh(?:\s+invois)?|date\s+of\s+issue|(?:liefer-\s+und\s+)?rechnungsdatum|belegdatum|ausstellungsdatum|invoice\s+issue\s+date|date\s+(?:de\s+(?:la\s+)?)?factur(?:e|ation)|datum\s+der\s+rechnung|date\s+d['’]émission|date\s+de\s+l['’]avoir|billed(?:\s+on)?(?!\s+to)|fecha\s+de\s+(?:emisi[óo]n|expedici[óo]n|factura|generaci[óo]n)|fecha\s+emision|application\s+date|date\s+of\s+application|data\s+(?:de\s+)?emiss[ãa]o|emiss[ãa]o|emisi[óo]n|data\s+(?:di\s+)?emissione|data\s+fattura|factuurdatum)(?![a-zà-ÿ])/i,
    rank: 5,
  },
  {
    field: 'dueDate',
    pattern:
      /^(?:due\s+date|payment\s+due(?:\s+date)?|date\s+due|pay\s+by|due\s+by|due\s+on|due|fälligkeits(?:datum|tag|termin)|fällig(?:keit|\s+(?:am|zum))?|zahlungsziel|zahlbar\s+bis|date\s+(?:d['’]\s*)?[ée]ch[ée]ance|date\s+(?:d['’]\s*)?exigibilit[ée]|échéance|à\s+payer\s+avant\s+le|fecha\s+de\s+(?:vencimiento|vto\.?)|vencimiento|data\s+de\s+vencimento|vencimento|(?:data\s+(?:di\s+)?)?scadenza|vervaldatum)(?![a-zà-ÿ])/i,
    rank: 5,
  },
  {
    field: 'servicePeriod',
    pattern:
      /^(?:service\s+(?:dates?|period)|dates?\s+of\s+service|billing\s+period|statement\s+period|report\s+period|period(?:\s+covered)?|for\s+the\s+period|work\s+dates?|completed(?:\s+on)?|(?:liefer-\s+und\s+)?leistungsdatum|lieferdatum|leistungszeitraum|abrechnungszeitraum|date\s+de\s+livraison)(?![a-zà-ÿ])/i,
    rank: 5,
  },
  // A report's print, run or preparation date is its date when it prints no other ('Printed: 11/05/2025', 'Run date
  // 09/10/2025', 'Prepared: 12/08/2025', 'Generated 11/3/2025', 'Created on: Aug 4, 2025'), and so is the date a
  // statement of account is drawn up to ('As of: 05/15/2025').
  {
    field: 'issueDate',
    pattern:
      /^(?:printed(?:\s+on)?|print\s+date|date\s+printed|run\s+date|date\s+run|run\s+on|prepared(?:\s+on)?|generated(?:\s+on)?|date\s+generated|created(?:\s+on)?|as\s+(?:of|at))(?![a-z])/i,
    rank: 4,
  },
  // The bare 'Date' last: 'Date d'échéance' and 'Date de livraison' are read by the labels above.
  {
    field: 'issueDate',
    pattern: /^(?:date|dated|dt\.?|datum|fecha|data|tanggal|tgl\.?|dato|tarih|dátum|pvm|päiväys)(?![\p{L}])/iu,
    rank: 3,
  },
  // A receipt dates the payment it acknowledges ('Payment Date: 07/16/2025'); any date labelled as the document's
  // outranks it, since a bill lists the payments it passes on under 'Paid on'.
  {
    field: 'issueDate',
    pattern: /^(?:payment\s+date|date\s+paid|paid\s+on|date\s+of\s+payment|transaction\s+date)(?![a-z])/i,
    rank: 2,
  },
];

export const VENDOR_LABEL =
  /^(?:(?:seller|supplier|vendor)(?:['’]s)?\s+name|name\s+des\s+verkäufers|nom\s+du\s+vendeur|vendor|from|contractor|company|remit\s+to|payee|service\s+provider|supplier|seller|prestataire|merchant|issued\s+by|management\s+company|verkäufer|lieferant|rechnungssteller|rechnungsersteller|auftragnehmer|sold\s+by|vendeur|fournisseur|émetteur|sender|absender|emisor|emitente|de(?=\s*:))\s*[:.]\s*(.*)$/i;

/**
 * The name a business trades under, printed beside its legal name ('Nombre comercial: Refaccionaria del Valle' under
 * 'Emisor: REFACCIONES Y SERVICIOS DEL VALLE SA DE CV'): the name its customers know it by.
 */
export const TRADING_NAME_LABEL =
  /^(?:nombre\s+comercial|nome\s+fantasia|nom\s+commercial|trading\s+(?:name|as)|doing\s+business\s+as|d\/b\/a)\s*[:.]\s*(.*)$/i;

/** A heading over the seller's block ('Verkäufer', 'Seller'), whose name follows on the next lines. */
export const SELLER_HEADING =
  /^(?:verkäufer|lieferant|rechnungs(?:er)?steller|auftragnehmer|absender|seller|supplier|vendor|sold\s+by|bill(?:ed)?\s+from|invoice\s+from|vendeur|fournisseur|émetteur|from|issued\s+by|emitido\s+por|diterbitkan\s+oleh)\s*:?\s*$/i;

/**
 * A heading over the buyer's block; names under it are never the seller. Italian letters open the addressee's block
 * with a courtesy word ('Spett.le', 'Spettabile', 'Egregio', 'Gentile'); Dutch invoices head it 'Klant' or 'Afnemer'.
 */
export const BUYER_HEADING =
  /^(?:spett\.\s?le|spettabile|egregio|gentile|klant|afnemer|bill(?:ed)?\s+to|sold\s+to|ship\s+to|invoice\s+to|customer|client|buyer|käufer|kunde|rechnungsempfänger|leistungsempfänger|warenempfänger|auftraggeber|empfänger|abweichender|adresse\s+de\s+(?:livraison|facturation)|destinataire|acheteur|adress[ée]e?\s+à|factur[ée]e?\s+à|owner|tenant|resident|attn|cliente|receptor|destinatario|comprador|adquirente)\b/i;

// Italian, Spanish and Portuguese tax numbers need no 'no.' after their name: 'P.IVA 09876543210', 'NIF: B12345678'.
export const TAX_REGISTRATION =
  /^\(?(?:(?:vat|gst|sst|tax|ust|tva|abn|gstin|npwp|tin|siret|siren)\b[\s.-]*(?:reg(?:istration)?\.?|id\.?|no\.?|number|nr\.?|idnr\.?)|(?:p\.\s?iva|partita\s+iva|nif|cif|r\.?u\.?t\.?|rfc|cuit|nit|cnpj|ruc)(?![\p{L}])[\s.:]*[A-Z]{0,2}\s?\d)/iu;

/**
 * Legal forms that end a company's name: a line carrying one near the top is probably the letterhead. Luxembourg and
 * Swiss companies write the French SARL as 'S.à r.l.' or 'Sàrl'.
 */
export const LEGAL_FORM =
  /\b(?:GmbH(?:\s*&\s*Co\.?(?:\s*KG)?)?|AG|KG|OHG|GbR|e\.\s?K\.|UG|SARL|SAS|SA|S\.A\.|SE|EURL|Ltd\.?|Limited|LLP|PLC|Inc\.?|LLC|L\.L\.C\.|Corp\.?|Corporation|Co\.(?:\s*KG)?|Sdn\.?\s*Bhd\.?|S\/B|B\.V\.|N\.V\.|a\.\s?G\.|e\.\s?V\.|e\.\s?U\.|eG|L(?:TDA|tda)\.?|L(?:DA|da)\.?|S\.L\.|S\.R\.L\.|S\.r\.l\.|S\.\s?[àa]\.?\s?r\.\s?l\.|S[àa]rl|S\.p\.A\.|SpA|SPA|Srl|EIRELI|Pty\.?\s*Ltd\.?)(?![\w-])/;

/** Title lines that are never the vendor's name. */
export const TITLE_LINE =
  /^(?:tax\s+)?(?:invoice|statement|bill|receipt|rechnung|facture|avoir|gutschrift|handelsrechnung|owner(?:'s)?\s+(?:statement|report)|monthly\s+owner\s+report|(?:tenant|resident)\s+(?:ledger|statement)|ledger|work\s+order|estimate|quote|official\s+receipt|cash\s+(?:bill|sale)|sales\s+receipt|credit\s+(?:note|memo)|pro[-\s]?forma(?:\s+invoice)?|fatura(?:-recibo)?|factura(?:\s+simplificada)?|fattura|factuur|creditnota|boleta|kwitansi|remittance|original|copy|page\s+\d+)\b/i;
