/** Hands a file to the browser's download (the GSTR-1 JSON and CSV files). */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has taken the URL: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The month before `today` (YYYY-MM-DD) as YYYY-MM: the return a business files next. */
export function previousMonth(today: string): string {
  const [year = 2000, month = 1] = today.split('-').map(Number);
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}
