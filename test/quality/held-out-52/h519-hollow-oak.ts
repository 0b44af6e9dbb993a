import type { CorpusSite } from '../corpus/types.js';

const page = (title: string, path: string, bodyClass: string, body: string): string => `<!DOCTYPE html>
<html lang="en-GB">
<head>
	<meta charset="UTF-8" />
	<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name='robots' content='index, follow, max-image-preview:large' />
	<title>${title}</title>
	<link rel="canonical" href="https://hollowoakbrewing.co.uk${path}" />
	<meta property="og:locale" content="en_GB" />
	<meta property="og:title" content="${title}" />
	<meta property="og:site_name" content="Hollow Oak Brewing Co." />
<link rel='stylesheet' id='wp-block-library-css' href='https://hollowoakbrewing.co.uk/wp-includes/css/dist/block-library/style.min.css?ver=6.5.2' media='all' />
<link rel='stylesheet' id='hollowoak-style-css' href='https://hollowoakbrewing.co.uk/wp-content/themes/hollowoak-block/style.css?ver=1.4.0' media='all' />
<link rel="https://api.w.org/" href="https://hollowoakbrewing.co.uk/wp-json/" />
<meta name="generator" content="WordPress 6.5.2" />
<script async src="https://plausible.io/js/script.js" data-domain="hollowoakbrewing.co.uk"></script>
</head>
<body class="${bodyClass} wp-embed-responsive">
<div class="wp-site-blocks">
<header class="wp-block-template-part">
<div class="wp-block-group alignfull site-header is-layout-flex">
	<p class="wp-block-site-title"><a href="https://hollowoakbrewing.co.uk" rel="home">Hollow Oak Brewing Co.</a></p>
	<nav class="wp-block-navigation is-layout-flex" aria-label="Main">
		<ul class="wp-block-navigation__container">
			<li class="wp-block-navigation-item"><a class="wp-block-navigation-item__content" href="https://hollowoakbrewing.co.uk/beers/">Our Beers</a></li>
			<li class="wp-block-navigation-item"><a class="wp-block-navigation-item__content" href="https://hollowoakbrewing.co.uk/stockists/">Stockists</a></li>
			<li class="wp-block-navigation-item"><a class="wp-block-navigation-item__content" href="https://hollowoakbrewing.co.uk/taproom/">Taproom</a></li>
			<li class="wp-block-navigation-item"><a class="wp-block-navigation-item__content" href="https://hollowoakbrewing.co.uk/about/">About</a></li>
			<li class="wp-block-navigation-item"><a class="wp-block-navigation-item__content" href="https://hollowoakbrewing.co.uk/news/">News</a></li>
		</ul>
	</nav>
</div>
</header>
<main class="wp-block-group is-layout-constrained">
${body}
</main>
<footer class="wp-block-template-part">
<div class="wp-block-group alignfull site-footer is-layout-constrained">
	<h2 class="wp-block-heading has-small-font-size">Our partners</h2>
	<div class="wp-block-group footer-partners is-layout-flex">
		<figure class="wp-block-image size-thumbnail"><a href="https://www.kentishhopfarm.co.uk/"><img src="https://hollowoakbrewing.co.uk/wp-content/uploads/2023/06/kentish-hop-farm.png" alt="Kentish Hop Farm"/></a></figure>
		<figure class="wp-block-image size-thumbnail"><a href="https://www.wealdmaltings.co.uk/"><img src="https://hollowoakbrewing.co.uk/wp-content/uploads/2023/06/weald-maltings.png" alt="Weald Maltings"/></a></figure>
		<figure class="wp-block-image size-thumbnail"><a href="https://www.canningco-mobile.co.uk/"><img src="https://hollowoakbrewing.co.uk/wp-content/uploads/2023/06/mobile-canning.png" alt="The Mobile Canning Co."/></a></figure>
	</div>
	<div class="wp-block-group is-layout-flex">
		<p>Hollow Oak Brewing Co. Ltd · Unit 4, Brook Farm, Tonbridge TN11 8PZ · Company no. 11482290</p>
		<p><a href="https://www.instagram.com/hollowoakbrew/">Instagram</a> · <a href="https://untappd.com/HollowOakBrewing">Untappd</a> · <a href="https://www.facebook.com/hollowoakbrewing">Facebook</a></p>
		<p>Please drink responsibly. <a href="https://www.drinkaware.co.uk/">drinkaware.co.uk</a></p>
	</div>
</div>
</footer>
</div>
<script src="https://hollowoakbrewing.co.uk/wp-includes/js/dist/interactivity.min.js?ver=6.5.2" id="wp-interactivity-js"></script>
<script src="https://hollowoakbrewing.co.uk/wp-includes/blocks/navigation/view.min.js?ver=6.5.2" id="wp-block-navigation-view-js"></script>
</body>
</html>`;

const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'LiteSpeed',
  'x-litespeed-cache': 'hit',
  link: '<https://hollowoakbrewing.co.uk/wp-json/>; rel="https://api.w.org/"',
};

export const site: CorpusSite = {
  domain: 'hollowoakbrewing.co.uk',
  covers:
    'English craft brewery (English, UK), WordPress block theme (Gutenberg) on LiteSpeed; stockists page in Gutenberg columns (bottle shops, supermarket, online) and wholesalers list, footer "Our partners" logo links (hop farm, maltster, mobile canner), news post announcing a collab brew; negatives: rugby club sponsorship, SIBA membership, beer awards, Untappd/social links, drinkaware link, job post on a jobs board',
  pages: {
    '/': {
      headers,
      html: page(
        'Hollow Oak Brewing Co. – Independent Kentish craft beer',
        '/',
        'home page-template-default',
        `<div class="wp-block-cover alignfull"><div class="wp-block-cover__inner-container">
	<h1 class="wp-block-heading">Brewed in the Weald, since 2018</h1>
	<p>Independent beer brewed with Kentish hops, 12 miles from the farm they grow on.</p>
	<div class="wp-block-buttons"><div class="wp-block-button"><a class="wp-block-button__link" href="https://hollowoakbrewing.co.uk/stockists/">Find our beer</a></div></div>
</div></div>
<div class="wp-block-group is-layout-constrained">
	<h2 class="wp-block-heading">Award-winning</h2>
	<p>Gold at the <a href="https://www.worldbeerawards.com/">World Beer Awards</a> 2023 for Weald Pale, and two stars from the <a href="https://greattasteawards.co.uk/">Great Taste Awards</a>. We are full brewing members of <a href="https://www.siba.co.uk/">SIBA</a>, the Society of Independent Brewers.</p>
	<p>Hollow Oak is the proud shirt sponsor of <a href="https://www.tonbridgejuddians.co.uk/">Tonbridge Juddians RFC</a>.</p>
</div>`,
      ),
    },
    '/stockists/': {
      headers,
      html: page(
        'Stockists – Hollow Oak Brewing Co.',
        '/stockists/',
        'page-template-default page page-id-42',
        `<h1 class="wp-block-post-title">Stockists</h1>
<div class="entry-content wp-block-post-content is-layout-constrained">
<p>Our cans and bottles are stocked by great independents across the South East, and our cask ales pour in pubs all over Kent. Here's where to find us.</p>
<div class="wp-block-columns is-layout-flex">
<div class="wp-block-column">
<h3 class="wp-block-heading">Bottle shops</h3>
<ul class="wp-block-list">
<li><a href="https://www.hopandgrapetonbridge.co.uk/">Hop &amp; Grape</a>, Tonbridge</li>
<li><a href="https://www.thebeerwellsevenoaks.co.uk/">The Beer Well</a>, Sevenoaks</li>
<li><a href="https://www.canterburycraftcellar.com/">Canterbury Craft Cellar</a>, Canterbury</li>
<li><a href="https://brightonbottleshop.co.uk/">Brighton Bottle Shop</a>, Brighton</li>
</ul>
</div>
<div class="wp-block-column">
<h3 class="wp-block-heading">Farm shops &amp; delis</h3>
<ul class="wp-block-list">
<li><a href="https://www.pennyfarmshop.co.uk/">Penny's Farm Shop</a>, Paddock Wood</li>
<li><a href="https://www.wealdandwold.co.uk/">Weald &amp; Wold Deli</a>, Cranbrook</li>
<li>The Old Dairy Shop, Hadlow</li>
</ul>
</div>
<div class="wp-block-column">
<h3 class="wp-block-heading">Online &amp; national</h3>
<ul class="wp-block-list">
<li><a href="https://www.beermerchantsdirect.co.uk/brewery/hollow-oak">Beer Merchants Direct</a></li>
<li><a href="https://www.waitrose.com/ecom/shop/search?searchTerm=hollow%20oak">Waitrose</a> (Weald Pale, selected Kent &amp; Sussex stores)</li>
</ul>
</div>
</div>
<h2 class="wp-block-heading">Trade &amp; wholesale</h2>
<p>Pubs and bars can order cask and keg through our distribution partners <a href="https://www.southeastbeerwholesale.co.uk/">South East Beer Wholesale</a> and <a href="https://www.kegstream.co.uk/">Kegstream Distribution</a>, or direct from the brewery within 25 miles.</p>
</div>`,
      ),
    },
    '/news/hops-and-hearth-collab/': {
      headers,
      html: page(
        'Brewing a collab with Little Hearth Brewery – Hollow Oak Brewing Co.',
        '/news/hops-and-hearth-collab/',
        'post-template-default single single-post postid-318',
        `<h1 class="wp-block-post-title">Brewing a collab with Little Hearth Brewery</h1>
<div class="wp-block-post-date"><time datetime="2024-03-14T09:00:00+00:00">14 March 2024</time></div>
<div class="entry-content wp-block-post-content is-layout-constrained">
<p>This month we teamed up with our friends at <a href="https://www.littlehearthbrewery.co.uk/">Little Hearth Brewery</a> in Lewes to brew <em>Ember &amp; Oak</em>, a 6.2% smoked amber ale. It lands in both taprooms on 5 April.</p>
<p>We're also hiring an assistant brewer — see the ad on <a href="https://www.brewerscareers.co.uk/jobs/assistant-brewer-hollow-oak">Brewers Careers</a>.</p>
</div>`,
      ),
    },
    '/about/': {
      headers,
      html: page(
        'About – Hollow Oak Brewing Co.',
        '/about/',
        'page-template-default page page-id-12',
        `<h1 class="wp-block-post-title">About us</h1>
<div class="entry-content wp-block-post-content is-layout-constrained">
<p>Hollow Oak was started by Tom and Priya Ashworth in a cowshed on Brook Farm in 2018. Today we brew 1,800 hectolitres a year on a 10-barrel kit and run a taproom at the brewery.</p>
<p>We buy all our hops direct from growers in Kent and Herefordshire and all our malt from Weald Maltings, just down the road.</p>
</div>`,
      ),
    },
  },
  sitemap: ['/', '/beers/', '/stockists/', '/taproom/', '/about/', '/news/hops-and-hearth-collab/'],
  technologies: [
    'litespeed',
    'litespeed-cache',
    'mysql',
    'open-graph',
    'php',
    'wordpress',
    'wordpress-block-editor',
    'wordpress-site-editor',
  ],
  partners: {
    'hopandgrapetonbridge.co.uk': 'channel',
    'thebeerwellsevenoaks.co.uk': 'channel',
    'canterburycraftcellar.com': 'channel',
    'brightonbottleshop.co.uk': 'channel',
    'pennyfarmshop.co.uk': 'channel',
    'wealdandwold.co.uk': 'channel',
    'beermerchantsdirect.co.uk': 'channel',
    'waitrose.com': 'channel',
    'southeastbeerwholesale.co.uk': 'channel',
    'kegstream.co.uk': 'channel',
    'kentishhopfarm.co.uk': 'generic',
    'wealdmaltings.co.uk': 'generic',
    'canningco-mobile.co.uk': 'generic',
    'littlehearthbrewery.co.uk': 'generic',
  },
};
