import type { CorpusSite } from '../corpus/types.js';

const viewstate = (seed: string) =>
  `<div class="aspNetHidden">
<input type="hidden" name="__EVENTTARGET" id="__EVENTTARGET" value="" />
<input type="hidden" name="__EVENTARGUMENT" id="__EVENTARGUMENT" value="" />
<input type="hidden" name="__VIEWSTATE" id="__VIEWSTATE" value="/wEPDwUKMTY1NDU2MTA1Mg9kFgJmD2QWAgIDD2QWBAIBDxYCHgRUZXh0BQ${seed}ZGQCAw9kFgICAQ88KwARAgAPFgQeC18hRGF0YUJvdW5kZx4LXyFJdGVtQ291bnQCCGQBEBYAFgAWAGQYAQUeY3RsMDAkQ29udGVudFBsYWNlSG9sZGVyMSRndkRpc3QPPCsADAEIAgFkWq8y0xV2nM3kJf6Yh1o4rT7c9Qw=" />
</div>

<script type="text/javascript">
//<![CDATA[
var theForm = document.forms['form1'];
if (!theForm) {
    theForm = document.form1;
}
function __doPostBack(eventTarget, eventArgument) {
    if (!theForm.onsubmit || (theForm.onsubmit() != false)) {
        theForm.__EVENTTARGET.value = eventTarget;
        theForm.__EVENTARGUMENT.value = eventArgument;
        theForm.submit();
    }
}
//]]>
</script>
<script src="/WebResource.axd?d=pynGkmcFUV13He1Qd6_TZAG0REM8qqEBAHCZinHsmTftbBz8ARFqQG4SmTbTGQGNsxByiuhhp7M8BL__qlDclA2&amp;t=638285903520000000" type="text/javascript"></script>`;

const validation = `<div class="aspNetHidden">
	<input type="hidden" name="__VIEWSTATEGENERATOR" id="__VIEWSTATEGENERATOR" value="CA0B0334" />
	<input type="hidden" name="__EVENTVALIDATION" id="__EVENTVALIDATION" value="/wEdAAQ4iP5mC8k6X0v9S3o2fD7eYb1sP0yJ2k3XwqV+7r2pZtJzF0hq1cWl9kE=" />
</div>`;

const page = (opts: { title: string; action: string; description: string; content: string; active?: string }) => `<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" lang="en-IN">
<head><meta charset="utf-8" /><meta http-equiv="X-UA-Compatible" content="IE=edge" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>
	${opts.title}
</title><meta name="description" content="${opts.description}" /><meta name="keywords" content="helmets, ISI helmets, BIS certified helmets, motorcycle helmets India, Vajra" /><link href="/Content/bootstrap.min.css" rel="stylesheet" /><link rel="stylesheet" href="https://cdnjs.cloudflare.com/ajax/libs/font-awesome/4.7.0/css/font-awesome.min.css" /><link href="/Content/owl.carousel.min.css" rel="stylesheet" /><link href="/Content/Site.css?v=3.2" rel="stylesheet" /><link rel="shortcut icon" href="/Images/favicon.ico" />
<script async src="https://www.googletagmanager.com/gtag/js?id=G-VJR4H2ELM7"></script>
<script>
  window.dataLayer = window.dataLayer || [];
  function gtag(){dataLayer.push(arguments);}
  gtag('js', new Date());
  gtag('config', 'G-VJR4H2ELM7');
</script>
</head>
<body>
    <form method="post" action="./${opts.action}" id="form1">
${viewstate(opts.action.length.toString(16).toUpperCase())}
${validation}
        <div class="top-bar">
            <div class="container"><span><i class="fa fa-phone"></i> Customer Care: 1800-180-4477 (Toll Free)</span> <span><i class="fa fa-envelope"></i> care@vajrahelmets.co.in</span></div>
        </div>
        <nav class="navbar navbar-expand-lg navbar-dark bg-dark">
            <div class="container">
                <a id="hlLogo" class="navbar-brand" href="/"><img id="imgLogo" src="/Images/vajra-logo.png" alt="Vajra Helmets" style="height:42px;" /></a>
                <button class="navbar-toggler" type="button" data-toggle="collapse" data-target="#mainNav"><span class="navbar-toggler-icon"></span></button>
                <div class="collapse navbar-collapse" id="mainNav">
                    <ul class="navbar-nav ml-auto">
                        <li class="nav-item"><a id="hlHome" class="nav-link" href="/">Home</a></li>
                        <li class="nav-item"><a id="hlAbout" class="nav-link" href="/AboutUs.aspx">About Us</a></li>
                        <li class="nav-item"><a id="hlProducts" class="nav-link" href="/Products.aspx">Products</a></li>
                        <li class="nav-item dropdown"><a class="nav-link dropdown-toggle" href="#" data-toggle="dropdown">Dealer Network</a>
                            <div class="dropdown-menu"><a id="hlDistributors" class="dropdown-item" href="/distributors">Our Distributors</a><a id="hlBuyOnline" class="dropdown-item" href="/BuyOnline.aspx">Buy Online</a><a id="hlDealership" class="dropdown-item" href="/Dealership.aspx">Dealership Enquiry</a></div></li>
                        <li class="nav-item"><a id="hlCert" class="nav-link" href="/Certifications.aspx">Certifications</a></li>
                        <li class="nav-item"><a id="hlMedia" class="nav-link" href="/Media.aspx">Media</a></li>
                        <li class="nav-item"><a id="hlContact" class="nav-link" href="/ContactUs.aspx">Contact</a></li>
                    </ul>
                </div>
            </div>
        </nav>
        <div class="main-content">
${opts.content}
        </div>
        <footer class="footer bg-dark text-light">
            <div class="container">
                <div class="row">
                    <div class="col-md-4"><h5>Vajra Helmets Pvt. Ltd.</h5><p>Plot 118, Sector 8, IMT Manesar,<br />Gurugram, Haryana 122051<br />CIN: U25209HR2009PTC039876</p></div>
                    <div class="col-md-4"><h5>Quick Links</h5><ul class="list-unstyled"><li><a href="/distributors">Distributors</a></li><li><a href="/BuyOnline.aspx">Buy Online</a></li><li><a href="/Careers.aspx">Careers</a></li><li><a href="/WarrantyRegistration.aspx">Warranty Registration</a></li><li><a href="/PrivacyPolicy.aspx">Privacy Policy</a></li></ul></div>
                    <div class="col-md-4"><h5>Follow Us</h5><a href="https://www.facebook.com/VajraHelmetsIndia" target="_blank"><i class="fa fa-facebook"></i></a> <a href="https://www.instagram.com/vajrahelmets/" target="_blank"><i class="fa fa-instagram"></i></a> <a href="https://www.youtube.com/c/VajraHelmets" target="_blank"><i class="fa fa-youtube-play"></i></a> <a href="https://twitter.com/VajraHelmets" target="_blank"><i class="fa fa-twitter"></i></a></div>
                </div>
                <p class="copyright">&copy; 2024 Vajra Helmets Pvt. Ltd. All Rights Reserved.</p>
            </div>
        </footer>
    </form>
    <script src="/Scripts/jquery-3.4.1.min.js"></script>
    <script src="/Scripts/bootstrap.bundle.min.js"></script>
    <script src="/Scripts/owl.carousel.min.js"></script>
    <script src="/Scripts/main.js?v=3.2"></script>
</body>
</html>`;

interface Row {
  state: string;
  city: string;
  firm: string;
  contact: string;
  web: string;
}

const rowsPage1: Row[] = [
  {
    state: 'Maharashtra',
    city: 'Mumbai',
    firm: 'Shree Ganesh Auto Accessories',
    contact: 'Mr. Rajesh Kadam, 98200 45123',
    web: '<a href="http://www.sgautoaccessories.com" target="_blank">www.sgautoaccessories.com</a>',
  },
  { state: 'Maharashtra', city: 'Pune', firm: 'Deccan Moto Gear', contact: 'Mr. Amit Joshi, 98230 77410', web: 'www.deccanmotogear.in' },
  {
    state: 'Gujarat',
    city: 'Ahmedabad',
    firm: 'Patel Helmet House',
    contact: 'Mr. Kiran Patel, 98250 11876',
    web: '<a href="https://patelhelmethouse.com/" target="_blank">patelhelmethouse.com</a>',
  },
  {
    state: 'Delhi NCR',
    city: 'New Delhi (Karol Bagh)',
    firm: 'Capital Riders Distributors',
    contact: 'Mr. Harpreet Singh, 98110 62290',
    web: '<a href="https://www.capitalriders.co.in/" target="_blank">www.capitalriders.co.in</a>',
  },
  { state: 'Uttar Pradesh', city: 'Lucknow', firm: 'Awadh Auto Agencies', contact: 'Mr. S. K. Srivastava, 94150 23344', web: '-' },
  {
    state: 'Karnataka',
    city: 'Bengaluru',
    firm: 'Namma Ride Distributors',
    contact: 'Mr. Prakash Gowda, 98450 90012',
    web: '<a href="https://nammaride.in" target="_blank">nammaride.in</a>',
  },
  {
    state: 'Tamil Nadu',
    city: 'Chennai',
    firm: 'Sri Murugan Motor Stores',
    contact: 'Mr. K. Senthil, 98400 31567',
    web: '<a href="http://srimuruganmotors.com" target="_blank">srimuruganmotors.com</a>',
  },
  {
    state: 'Kerala',
    city: 'Kochi',
    firm: 'Malabar Helmets &amp; Accessories',
    contact: 'Mr. Anoop Nair, 98470 55102',
    web: '<a href="https://www.malabarhelmets.in/" target="_blank">www.malabarhelmets.in</a>',
  },
];

const rowsPage2: Row[] = [
  {
    state: 'West Bengal',
    city: 'Kolkata',
    firm: 'Eastern Moto Traders',
    contact: 'Mr. Subhash Dey, 98310 44781',
    web: '<a href="https://easternmototraders.com/" target="_blank">easternmototraders.com</a>',
  },
  { state: 'Telangana', city: 'Hyderabad', firm: 'Deccan Star Auto', contact: 'Mr. Ravi Teja, 98480 21190', web: 'deccanstarauto.in' },
  {
    state: 'Rajasthan',
    city: 'Jaipur',
    firm: 'Pink City Riders',
    contact: 'Mr. Vikram Shekhawat, 98290 66013',
    web: '<a href="http://www.pinkcityriders.com" target="_blank">www.pinkcityriders.com</a>',
  },
  { state: 'Punjab', city: 'Ludhiana', firm: 'Sandhu Auto Corporation', contact: 'Mr. Gurdeep Sandhu, 98140 37720', web: '-' },
  {
    state: 'Assam',
    city: 'Guwahati',
    firm: 'Brahmaputra Motors',
    contact: 'Mr. Pranjal Baruah, 94350 18842',
    web: '<a href="https://brahmaputramotors.co.in/" target="_blank">brahmaputramotors.co.in</a>',
  },
];

const grid = (rows: Row[], first: number) => `<div>
	<table class="table table-bordered table-striped" cellspacing="0" rules="all" border="1" id="ContentPlaceHolder1_gvDistributors" style="border-collapse:collapse;">
		<tr>
			<th scope="col">S.No.</th><th scope="col">State</th><th scope="col">City</th><th scope="col">Distributor</th><th scope="col">Contact</th><th scope="col">Website</th>
		</tr>${rows
      .map(
        (r, i) => `<tr>
			<td>${first + i}</td><td>${r.state}</td><td>${r.city}</td><td><span id="ContentPlaceHolder1_gvDistributors_lblFirm_${i}">${r.firm}</span></td><td>${r.contact}</td><td>${r.web}</td>
		</tr>`,
      )
      .join('')}
	</table>
</div>`;

const pager = (current: number) =>
  `<div class="pager"><span id="ContentPlaceHolder1_dpDistributors">${current === 1 ? '<span class="current">1</span>&nbsp;<a href="/distributors/page-2">2</a>&nbsp;<a href="/distributors/page-2">Next &raquo;</a>' : '<a href="/distributors">&laquo; Previous</a>&nbsp;<a href="/distributors">1</a>&nbsp;<span class="current">2</span>'}</span></div>`;

const distributorsContent = (current: number) => `            <div class="container py-5">
                <h1 class="section-title">Our Distributors</h1>
                <p>Vajra helmets are available at more than 2,500 retail counters across India through our authorised state distributors. For trade enquiries please contact the distributor in your state.</p>
                <div class="form-inline mb-3"><label for="ContentPlaceHolder1_ddlState">Filter by State:&nbsp;</label><select name="ctl00$ContentPlaceHolder1$ddlState" onchange="javascript:setTimeout(&#39;__doPostBack(\\&#39;ctl00$ContentPlaceHolder1$ddlState\\&#39;,\\&#39;\\&#39;)&#39;, 0)" id="ContentPlaceHolder1_ddlState" class="form-control"><option selected="selected" value="0">-- All States --</option><option value="MH">Maharashtra</option><option value="GJ">Gujarat</option><option value="DL">Delhi NCR</option><option value="KA">Karnataka</option><option value="TN">Tamil Nadu</option></select></div>
                ${current === 1 ? grid(rowsPage1, 1) : grid(rowsPage2, 9)}
                ${pager(current)}
                <p class="small text-muted">Showing ${current === 1 ? '1 - 8' : '9 - 13'} of 13 distributors.</p>
            </div>`;

export const site: CorpusSite = {
  domain: 'vajrahelmets.co.in',
  otherDomains: [],
  covers:
    'Indian-English ASP.NET WebForms helmet maker (IIS, __VIEWSTATE, .co.in domain): distributor GridView table paginated over two routed pages (some websites linked, some plain text, some missing), a Buy Online page with marketplace stores, a dealership enquiry form, and traps in delivery-fleet customer logos, certification bodies, industry association, polymer supplier, rally sponsorship, press and job portals.',
  pages: {
    '/': {
      headers: {
        'cache-control': 'private',
        'content-type': 'text/html; charset=utf-8',
        server: 'Microsoft-IIS/10.0',
        'set-cookie': 'ASP.NET_SessionId=3mqz1xv0y5k2p4r1h0ltw2aa; path=/; secure; HttpOnly; SameSite=Lax',
        'x-aspnet-version': '4.0.30319',
        'x-powered-by': 'ASP.NET',
        'x-frame-options': 'SAMEORIGIN',
      },
      html: page({
        title: 'Vajra Helmets | ISI Certified Motorcycle Helmets Made in India',
        action: 'Default.aspx',
        description: 'Vajra Helmets - BIS/ISI certified full face, open face and flip-up helmets. Made in Manesar since 2009.',
        content: `            <div class="owl-carousel hero-slider">
                <div class="item"><img src="/Images/banners/banner-vx9.jpg" alt="Vajra VX9 full face helmet" class="img-fluid" /></div>
                <div class="item"><img src="/Images/banners/banner-flip.jpg" alt="Vajra Flip Pro" class="img-fluid" /></div>
            </div>
            <div class="container py-5">
                <h1 class="section-title">Ride Safe. Ride Vajra.</h1>
                <p>India&#39;s fastest growing helmet brand with over 40 lakh helmets sold. Every Vajra helmet is BIS certified (IS 4151:2015) and tested in our NABL-accredited lab.</p>
                <div class="row text-center">
                    <div class="col-md-4"><i class="fa fa-shield fa-3x"></i><h4>ISI &amp; DOT Certified</h4></div>
                    <div class="col-md-4"><i class="fa fa-truck fa-3x"></i><h4>2,500+ Retail Counters</h4></div>
                    <div class="col-md-4"><i class="fa fa-wrench fa-3x"></i><h4>2 Year Warranty</h4></div>
                </div>
                <h2 class="section-title mt-5">Trusted by India&#39;s largest delivery fleets</h2>
                <div class="client-logos">
                    <a href="https://www.swiggy.com/" target="_blank"><img src="/Images/clients/swiggy.png" alt="Swiggy" /></a>
                    <a href="https://www.zomato.com/" target="_blank"><img src="/Images/clients/zomato.png" alt="Zomato" /></a>
                    <img src="/Images/clients/dunzo.png" alt="Dunzo" />
                </div>
                <p class="mt-4"><a href="/distributors" class="btn btn-warning">Find a Distributor</a> <a href="/BuyOnline.aspx" class="btn btn-outline-dark">Buy Online</a></p>
            </div>`,
      }),
    },
    '/distributors': {
      html: page({
        title: 'Our Distributors | Vajra Helmets',
        action: 'distributors',
        description: 'State-wise list of authorised Vajra Helmets distributors.',
        content: distributorsContent(1),
      }),
    },
    '/distributors/page-2': {
      html: page({
        title: 'Our Distributors - Page 2 | Vajra Helmets',
        action: 'page-2',
        description: 'State-wise list of authorised Vajra Helmets distributors.',
        content: distributorsContent(2),
      }),
    },
    '/BuyOnline.aspx': {
      html: page({
        title: 'Buy Online | Vajra Helmets',
        action: 'BuyOnline.aspx',
        description: 'Buy genuine Vajra helmets online from our authorised online partners.',
        content: `            <div class="container py-5">
                <h1 class="section-title">Buy Genuine Vajra Helmets Online</h1>
                <p>Beware of counterfeit helmets. Buy only from the official Vajra stores below, operated by us or our authorised online sellers.</p>
                <div class="row online-stores">
                    <div class="col-md-4 text-center"><a href="https://www.amazon.in/stores/VajraHelmets/page/5B1E2F3A-7C4D-4E8F-9A0B-1C2D3E4F5A6B" target="_blank"><img src="/Images/stores/amazon.png" alt="Vajra Store on Amazon.in" class="img-fluid" /></a></div>
                    <div class="col-md-4 text-center"><a href="https://www.flipkart.com/helmets/vajra~brand/pr?sid=kyh,pbt" target="_blank"><img src="/Images/stores/flipkart.png" alt="Vajra on Flipkart" class="img-fluid" /></a></div>
                    <div class="col-md-4 text-center"><a href="https://www.tatacliq.com/vajra/c-mbh23a00012" target="_blank"><img src="/Images/stores/tatacliq.png" alt="Vajra on Tata CLiQ" class="img-fluid" /></a></div>
                </div>
            </div>`,
      }),
    },
    '/Dealership.aspx': {
      html: page({
        title: 'Dealership Enquiry | Vajra Helmets',
        action: 'Dealership.aspx',
        description: 'Become a Vajra Helmets dealer or distributor.',
        content: `            <div class="container py-5">
                <h1 class="section-title">Dealership Enquiry</h1>
                <p>Interested in becoming a Vajra dealer or distributor? Fill in the form and our regional sales manager will contact you within 48 hours.</p>
                <div class="form-group"><label for="ContentPlaceHolder1_txtName">Name *</label><input name="ctl00$ContentPlaceHolder1$txtName" type="text" id="ContentPlaceHolder1_txtName" class="form-control" /></div>
                <div class="form-group"><label for="ContentPlaceHolder1_txtFirm">Firm Name *</label><input name="ctl00$ContentPlaceHolder1$txtFirm" type="text" id="ContentPlaceHolder1_txtFirm" class="form-control" /></div>
                <div class="form-group"><label for="ContentPlaceHolder1_txtCity">City *</label><input name="ctl00$ContentPlaceHolder1$txtCity" type="text" id="ContentPlaceHolder1_txtCity" class="form-control" /></div>
                <div class="form-group"><label for="ContentPlaceHolder1_txtGST">GSTIN</label><input name="ctl00$ContentPlaceHolder1$txtGST" type="text" id="ContentPlaceHolder1_txtGST" class="form-control" /></div>
                <input type="submit" name="ctl00$ContentPlaceHolder1$btnSubmit" value="Submit Enquiry" id="ContentPlaceHolder1_btnSubmit" class="btn btn-warning" />
            </div>`,
      }),
    },
    '/Certifications.aspx': {
      html: page({
        title: 'Certifications | Vajra Helmets',
        action: 'Certifications.aspx',
        description: 'BIS, DOT and ECE certifications of Vajra helmets.',
        content: `            <div class="container py-5">
                <h1 class="section-title">Certifications &amp; Memberships</h1>
                <ul>
                    <li>BIS licence CM/L-7712345 under IS 4151:2015 – verify on the <a href="https://www.bis.gov.in/" target="_blank">Bureau of Indian Standards</a> portal</li>
                    <li>DOT FMVSS 218 compliant export models (<a href="https://www.nhtsa.gov/" target="_blank">NHTSA</a>)</li>
                    <li>ECE 22.06 homologation for European markets (<a href="https://unece.org/" target="_blank">UNECE</a>)</li>
                    <li>Member, <a href="https://www.acma.in/" target="_blank">Automotive Component Manufacturers Association of India (ACMA)</a></li>
                </ul>
            </div>`,
      }),
    },
    '/AboutUs.aspx': {
      html: page({
        title: 'About Us | Vajra Helmets',
        action: 'AboutUs.aspx',
        description: 'About Vajra Helmets Pvt. Ltd.',
        content: `            <div class="container py-5">
                <h1 class="section-title">About Vajra</h1>
                <p>Vajra Helmets was founded in 2009 by Mr. Naveen Aggarwal with a single injection-moulding line in Manesar. Today our two plants produce 15,000 helmets a day.</p>
                <p>Our shells are moulded from high-impact polycarbonate supplied by <a href="https://www.sabic.com/en" target="_blank">SABIC</a> and our EPS liners are made in-house.</p>
                <p>Vajra is the title sponsor of the Vajra South India Rally, a round of the national championship sanctioned by <a href="https://www.fmsci.co.in/" target="_blank">FMSCI</a>.</p>
            </div>`,
      }),
    },
    '/Media.aspx': {
      html: page({
        title: 'Media | Vajra Helmets',
        action: 'Media.aspx',
        description: 'Vajra Helmets in the news.',
        content: `            <div class="container py-5">
                <h1 class="section-title">Vajra in the News</h1>
                <ul class="media-list">
                    <li><a href="https://www.autocarindia.com/bike-news/vajra-helmets-launches-vx9-full-face-helmet-430123" target="_blank">Autocar India: Vajra launches VX9 full-face helmet at Rs 2,499</a></li>
                    <li><a href="https://economictimes.indiatimes.com/industry/auto/two-wheelers/helmet-makers-ramp-up-capacity/articleshow/104512345.cms" target="_blank">The Economic Times: Helmet makers ramp up capacity</a></li>
                </ul>
            </div>`,
      }),
    },
    '/Careers.aspx': {
      html: page({
        title: 'Careers | Vajra Helmets',
        action: 'Careers.aspx',
        description: 'Careers at Vajra Helmets.',
        content: `            <div class="container py-5">
                <h1 class="section-title">Careers</h1>
                <p>We are hiring Area Sales Managers (North, East) and Quality Engineers. Apply through <a href="https://www.naukri.com/vajra-helmets-jobs-careers-1234567" target="_blank">Naukri.com</a> or email hr@vajrahelmets.co.in.</p>
            </div>`,
      }),
    },
  },
  sitemap: [
    '/',
    '/AboutUs.aspx',
    '/distributors',
    '/distributors/page-2',
    '/BuyOnline.aspx',
    '/Dealership.aspx',
    '/Certifications.aspx',
    '/Media.aspx',
    '/Careers.aspx',
  ],
  technologies: [
    'microsoft-asp-net',
    'iis',
    'windows-server',
    'jquery',
    'bootstrap',
    'font-awesome',
    'cdnjs',
    'cloudflare',
    'owl-carousel',
    'google-analytics',
    'google-tag-manager',
  ],
  partners: {
    'sgautoaccessories.com': 'channel',
    'deccanmotogear.in': 'channel',
    'patelhelmethouse.com': 'channel',
    'capitalriders.co.in': 'channel',
    'nammaride.in': 'channel',
    'srimuruganmotors.com': 'channel',
    'malabarhelmets.in': 'channel',
    'easternmototraders.com': 'channel',
    'deccanstarauto.in': 'channel',
    'pinkcityriders.com': 'channel',
    'brahmaputramotors.co.in': 'channel',
    'amazon.in': 'channel',
    'flipkart.com': 'channel',
    'tatacliq.com': 'channel',
  },
};
