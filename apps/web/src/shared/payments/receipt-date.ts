const OMAN = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Muscat', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/**
 * A receipt's date and time as Oman reads them (Asia/Muscat, whatever the browser's zone), dd/mm/yyyy
 * HH:MM in Latin digits: the same on every receipt, the PDF and the e-mail (issue 11).
 */
export const receiptDate = (d: Date) => OMAN.format(d).replace(',', '');
