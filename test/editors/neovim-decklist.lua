-- Neovim's built-in LSP client on the decklist language server: the configuration the README
-- shows (Neovim 0.7+), plus what the test needs to report back. Run by test/server/neovim.test.ts:
--   nvim --headless --clean -u neovim-decklist.lua DECK
-- with DECKLIST_LS (the server command) and DECKLIST_OUT (where to write the diagnostics).
vim.g.do_filetype_lua = 1 -- Neovim 0.7 only reads vim.filetype.add with this (later versions always do)
vim.filetype.add({ extension = { dek = 'decklist', edh = 'decklist', dec = 'decklist', cod = 'decklist' } })

local server = vim.env.DECKLIST_LS and { 'node', vim.env.DECKLIST_LS, '--stdio' } or { 'decklist-language-server', '--stdio' }
local client_id
vim.api.nvim_create_autocmd('FileType', {
  pattern = 'decklist',
  callback = function(args)
    client_id = client_id or vim.lsp.start_client({ name = 'decklist', cmd = server, root_dir = vim.fn.getcwd() })
    vim.lsp.buf_attach_client(args.buf, client_id)
  end,
})

-- The test's part: wait for diagnostics from the server, write them out, quit.
if vim.env.DECKLIST_OUT then
  local function done()
    local out = {}
    for _, d in ipairs(vim.diagnostic.get(0)) do
      table.insert(out, string.format('%d:%d %s %s', d.lnum + 1, d.col + 1, d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code) or '?', d.message))
    end
    vim.fn.writefile(out, vim.env.DECKLIST_OUT)
    vim.cmd('qall!')
  end
  local waited = 0
  local timer = vim.loop.new_timer()
  timer:start(200, 200, vim.schedule_wrap(function()
    waited = waited + 200
    local found = false
    for _, d in ipairs(vim.diagnostic.get(0)) do
      local code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code)
      if code ~= 'card-data' then found = true end
    end
    if found or waited > 20000 then
      timer:stop()
      done()
    end
  end))
end
