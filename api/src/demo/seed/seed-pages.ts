import { HELP_PAGE_CODE } from '@portal/shared-contracts';
import type { Transaction } from '../../db/client';
import { contentPages } from '../../db/schema';

/** The help page as the portal ships it, in each language; administrators rewrite it in the portal. */
const HELP = {
  cs: {
    title: 'Nápověda',
    content: `<h2>Jak objednat reklamu</h2>
<ol>
  <li>V nabídce <strong>Produkty</strong> vyberte reklamní produkt a zkontrolujte jeho dostupnost.</li>
  <li>Vyplňte termín, rozsah a cíl reklamy a přidejte produkt do nové nebo existující kampaně.</li>
  <li>V detailu kampaně ji odešlete ke schválení. Po schválení vyplňte kreativy aktivit.</li>
</ol>
<h2>Kreativy a landing pages</h2>
<p>Každá aktivita potřebuje kreativu podle formátu produktu. Obrázky musí mít přesně požadovaný rozměr,
formát a velikost; portál je zkontroluje při nahrání. Vyplněnou kreativu odešlete ke schválení,
retailer ji schválí nebo vrátí s důvodem.</p>
<h2>Kontakt</h2>
<p>S dotazy se obraťte na svého obchodníka nebo na podporu uvedenou v patičce stránky.</p>`,
  },
  en: {
    title: 'Help',
    content: `<h2>How to order advertising</h2>
<ol>
  <li>In <strong>Products</strong>, choose an advertising product and check its availability.</li>
  <li>Fill in the dates, amount and target and add the product to a new or existing campaign.</li>
  <li>Send the campaign for approval from its detail. Once approved, fill the creatives of its items.</li>
</ol>
<h2>Creatives and landing pages</h2>
<p>Every item needs a creative in its product's format. Images must have exactly the required size,
format and weight; the portal checks them on upload. Send a filled creative for approval; the retailer
approves it or returns it with a reason.</p>
<h2>Contact</h2>
<p>Ask your sales person, or the support address in the page footer.</p>`,
  },
  pl: {
    title: 'Pomoc',
    content: `<h2>Jak zamówić reklamę</h2>
<ol>
  <li>W menu <strong>Produkty</strong> wybierz produkt reklamowy i sprawdź jego dostępność.</li>
  <li>Uzupełnij termin, zakres i cel reklamy i dodaj produkt do nowej lub istniejącej kampanii.</li>
  <li>Wyślij kampanię do zatwierdzenia z jej szczegółów. Po zatwierdzeniu uzupełnij kreacje pozycji.</li>
</ol>
<h2>Kreacje i landing pages</h2>
<p>Każda pozycja potrzebuje kreacji w formacie produktu. Obrazy muszą mieć dokładnie wymagany rozmiar,
format i wagę; portal sprawdza je przy przesyłaniu. Uzupełnioną kreację wyślij do zatwierdzenia;
retailer ją zatwierdzi lub zwróci z uzasadnieniem.</p>
<h2>Kontakt</h2>
<p>Zapytaj swojego handlowca lub wsparcie podane w stopce strony.</p>`,
  },
} as const;

export async function seedContentPages(tx: Transaction, { createdAt }: { createdAt: Date }): Promise<void> {
  await tx.insert(contentPages).values(
    (['cs', 'en', 'pl'] as const).map((language) => ({
      code: HELP_PAGE_CODE,
      language,
      title: HELP[language].title,
      content: HELP[language].content,
      script: '',
      updatedAt: createdAt,
    })),
  );
}
