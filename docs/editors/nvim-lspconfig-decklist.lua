---@brief
---
--- https://github.com/decklist-language/decklist-language
---
--- Magic: The Gathering decklists (`.dek`, `.edh`, `.dec`, `.cod`): every problem of a deck against
--- its format (Commander, Brawl, Legacy, Duel Commander, house rules) on its line, card names
--- completed, the card's Oracle text on hover, quick fixes.
---
--- `decklist-language-server` can be installed with npm:
--- ```sh
--- npm install -g decklist-language-server
--- ```
---
--- Neovim has no `decklist` filetype of its own:
--- ```lua
--- vim.filetype.add({ extension = { dek = 'decklist', edh = 'decklist', dec = 'decklist', cod = 'decklist' } })
--- ```
---
--- Settings are read from the `decklist` section (`format`, `cardData.autoUpdate`, `locale`, ...);
--- see the project's README.
---
--- (This file is proposed for nvim-lspconfig's `lsp/decklist.lua`.)

---@type vim.lsp.Config
return {
  cmd = { 'decklist-language-server', '--stdio' },
  filetypes = { 'decklist' },
  root_markers = { 'decklist.config.json', '.git' },
  settings = { decklist = {} },
}
