/** Bilingual HTML for the content pages (Common/GetAllGeneralSettings); sanitised again by the client. */
export const CONTENT: Array<{ code: string; edesc: string; adesc: string }> = [
  {
    code: 'terms',
    edesc: `<h2>Terms and Conditions</h2>
<p>By using the bill payment portal you agree to these terms.</p>
<ol>
<li>Payments are made in Omani rial (OMR) and are final once the biller confirms them.</li>
<li>You are responsible for entering the correct reference number for each bill.</li>
<li>Keep your one-time codes and password private; we will never ask you for them.</li>
<li>Card details are entered on the payment gateway's secure page and are never stored by the portal.</li>
<li>If a payment fails after your card was charged, the amount is returned to your card.</li>
</ol>`,
    adesc: `<h2>الشروط والأحكام</h2>
<p>باستخدامك بوابة دفع الفواتير فإنك توافق على هذه الشروط.</p>
<ol>
<li>تتم المدفوعات بالريال العماني وتكون نهائية بعد تأكيد الجهة المفوترة.</li>
<li>أنت مسؤول عن إدخال رقم المرجع الصحيح لكل فاتورة.</li>
<li>حافظ على سرية رموز التحقق وكلمة المرور، ولن نطلبها منك أبداً.</li>
<li>تُدخل بيانات البطاقة في صفحة بوابة الدفع الآمنة ولا تحفظها البوابة.</li>
<li>إذا فشلت عملية دفع بعد خصم المبلغ من بطاقتك، يُعاد المبلغ إلى بطاقتك.</li>
</ol>`,
  },
  {
    code: 'about',
    edesc: `<h2>About us</h2><p>The bill payment portal lets customers in Oman pay electricity, water, telecom and government bills in one place, in English and Arabic, any time of day.</p>`,
    adesc: `<h2>من نحن</h2><p>تتيح بوابة دفع الفواتير للعملاء في سلطنة عُمان دفع فواتير الكهرباء والمياه والاتصالات والخدمات الحكومية في مكان واحد، باللغتين العربية والإنجليزية، وفي أي وقت.</p>`,
  },
  {
    code: 'privacy',
    edesc: `<h2>Privacy Policy</h2><p>We keep only what we need to process your payments: your name, mobile number, e-mail, identity document number and the bills you register. Card numbers are held by the payment gateway, not by us. We do not sell your data.</p>`,
    adesc: `<h2>سياسة الخصوصية</h2><p>نحتفظ فقط بما نحتاجه لمعالجة مدفوعاتك: اسمك ورقم هاتفك وبريدك الإلكتروني ورقم وثيقة الهوية والفواتير التي تسجلها. أرقام البطاقات تحتفظ بها بوابة الدفع وليس نحن. لا نبيع بياناتك.</p>`,
  },
  {
    code: 'contactUs',
    edesc: `<h2>Contact us</h2><p>Call centre: <a href="tel:+96880000000">+968 8000 0000</a> (Sunday to Thursday, 8:00 to 20:00)</p><p>E-mail: <a href="mailto:support@billpay.om">support@billpay.om</a></p><p>Head office: Al Khuwair, Muscat, Sultanate of Oman</p>`,
    adesc: `<h2>اتصل بنا</h2><p>مركز الاتصال: <a href="tel:+96880000000">+968 8000 0000</a> (من الأحد إلى الخميس، 8:00 إلى 20:00)</p><p>البريد الإلكتروني: <a href="mailto:support@billpay.om">support@billpay.om</a></p><p>المكتب الرئيسي: الخوير، مسقط، سلطنة عُمان</p>`,
  },
];
