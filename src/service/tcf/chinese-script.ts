/**
 * Characters the TCF's texts use often that the two Chinese scripts write differently, each pair Simplified then
 * Traditional (设設 device, 储儲 store, 资讯/資訊 information, 广告/廣告 ads, 数据/數據 data, 个人/個人 personal…).
 */
const PAIRS = '设設备備储儲资資讯訊广廣数數据據个個户戶务務为為与與关關选選择擇应應识識别別对對发發开開认認测測计計统統们們这這';

const SIMPLIFIED = new Set([...PAIRS].filter((_, i) => i % 2 === 0));
const TRADITIONAL = new Set([...PAIRS].filter((_, i) => i % 2 === 1));

/**
 * The Chinese script a text is written in, by which of those characters it uses more: `hans` (Simplified), `hant`
 * (Traditional), or null when it uses none. The IAB's `zh` translation was in Traditional characters (供應商) while
 * it published no `zh-hant`; which script a file is in is read from the file, not assumed from its name.
 */
export function chineseScript(text: string): 'hans' | 'hant' | null {
  let hans = 0;
  let hant = 0;
  for (const c of text) {
    if (SIMPLIFIED.has(c)) hans++;
    else if (TRADITIONAL.has(c)) hant++;
  }
  if (hans === hant) return null;
  return hans > hant ? 'hans' : 'hant';
}
