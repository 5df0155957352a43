// This page's own words ride in its chunk, not in every page's strings (the routes' budgets).
export const GUEST_COMPLAINT_TEXT = {
  mobile: { en: 'Mobile that paid', ar: 'الهاتف الذي دفع' },
  raised: { en: 'Complaint received:', ar: 'استلمنا الشكوى:' },
  follow: {
    en: 'We will text you each update at the mobile that paid. Keep the complaint number.',
    ar: 'سنرسل إليك كل تحديث برسالة نصية على الهاتف الذي دفع. احتفظ برقم الشكوى.',
  },
};
